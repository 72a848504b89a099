import type { z } from 'zod';
import type { gameMenusSchema, vendorListSchema } from '../../../src/contract/catalog.ts';
import type { helpCenterSchema } from '../../../src/contract/system.ts';
import { buildNav } from '../../../src/content/catalog.ts';
import { providerOf } from '../../../src/content/providers.ts';
import type { Vendor } from '../../../src/content/schemas.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Catalog } from './repository.ts';

const hotFlag = (vendor: Vendor): 0 | 1 => (vendor.hot ? 1 : 0);
const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * Game groups in the header's order (buildNav), so the API and the prebuilt nav agree: each lists
 * the providers that exist in it (Tala's own once, an aggregator's studios), not the collections.
 */
export function gameMenus(catalog: Catalog, locale: Locale): z.infer<typeof gameMenusSchema> {
  return buildNav(catalog.categories, catalog.vendors).map(({ category, vendors, providers }) => ({
    gameGroupCode: category.id,
    labelName: category.name[locale],
    gameMenus: providers.map((provider) => ({
      vendor: provider.id,
      name: provider.name,
      logo: provider.logo,
      // Unprefixed like every route of the site; the client puts its language in front.
      route: `/${category.route}?vendor=${encodeURIComponent(provider.id)}`,
      isHot: vendors.some((vendor) => providerOf(vendor).id === provider.id && vendor.hot) ? 1 : 0,
    })),
  }));
}

/** One lane per shown category; gameClassify groups the lane's vendors by their game type. */
export function vendorLanes(catalog: Catalog, locale: Locale): z.infer<typeof vendorListSchema> {
  const lanes = buildNav(catalog.categories, catalog.vendors).map(({ category, vendors }) => {
    const classes = new Map<string, string[]>();
    for (const vendor of vendors) classes.set(vendor.gameType, [...(classes.get(vendor.gameType) ?? []), vendor.id]);
    return {
      title: category.id,
      labelName: category.name[locale],
      cards: vendors.map((vendor) => ({
        vassalage: vendor.vassalage,
        id: vendor.id,
        accountTypeId: vendor.accountTypeId,
        gameType: vendor.gameType,
        isHot: hotFlag(vendor),
        name: vendor.name,
        logo: vendor.logo,
      })),
      gameClassify: [...classes].map(([gameCategory, ids]) => ({ gameCategory, vendors: ids })),
    };
  });
  return { data: { lanes } };
}

export function helpCenter(catalog: Catalog, locale: Locale): z.infer<typeof helpCenterSchema> {
  return [...catalog.help].sort(byOrder).map((article) => ({
    tag: article.tag,
    title: article.title[locale],
    content: article.body[locale],
    order: article.order,
  }));
}
