import type { AggregatedValue } from '../../../src/contract/catalog.ts';
import { displayCategory } from '../../../src/content/catalog.ts';
import type { CategoryId } from '../../../src/content/schemas.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { selectGames } from './games.ts';
import type { Catalog } from './repository.ts';

/** A lobby's games from the aggregators' vendors (`vendorIds`), with those vendors, in lobby order. */
export function aggregatedGames(catalog: Catalog, vendorIds: ReadonlySet<string>, category: CategoryId, locale: Locale): AggregatedValue {
  if (vendorIds.size === 0) return { vendors: [], list: [] };
  const vendors = catalog.vendors
    .filter((vendor) => vendorIds.has(vendor.id) && displayCategory(vendor) === category)
    .sort((a, b) => a.order - b.order)
    .map((vendor) => ({ id: vendor.id, name: vendor.name, logo: vendor.logo }));
  const list = selectGames(catalog, { category, filter: 'ALL' }, locale).filter((game) => vendorIds.has(game.vendor));
  return { vendors, list };
}
