import { getCollection } from 'astro:content';
import { buildNav, displayCategory, type NavCategory } from '../content/catalog.ts';
import type { Category, DownloadLink, HelpArticle, Vendor } from '../content/schemas.ts';

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The header's category nav, built from the catalogue the API serves too. */
export async function loadNav(): Promise<NavCategory[]> {
  const [categories, vendors] = await Promise.all([getCollection('categories'), getCollection('vendors')]);
  return buildNav(
    categories.map((entry) => entry.data),
    vendors.map((entry) => entry.data),
  );
}

/** Every vendor, grouped the way the nav shows them (category order, then vendor order). */
export async function loadFooterVendors(): Promise<Vendor[]> {
  const [categories, vendors] = await Promise.all([getCollection('categories'), getCollection('vendors')]);
  const rank = new Map<Category['id'], number>(categories.map((entry) => [entry.data.id, entry.data.order]));
  return vendors.map((entry) => entry.data).sort((a, b) => (rank.get(displayCategory(a)) ?? 0) - (rank.get(displayCategory(b)) ?? 0) || a.order - b.order);
}

export async function loadHelpLinks(): Promise<HelpArticle[]> {
  return (await getCollection('help')).map((entry) => entry.data).sort(byOrder);
}

/** The two QR codes the APP pop-over shows: iOS (or its configuration profile) and Android. */
export async function loadAppQrLinks(): Promise<DownloadLink[]> {
  const links = (await getCollection('download')).map((entry) => entry.data).sort(byOrder);
  const apple = links.find((link) => link.id === 'ios') ?? links.find((link) => link.id === 'mobileconfig');
  const android = links.find((link) => link.id === 'android');
  return [apple, android].filter((link): link is DownloadLink => link !== undefined);
}
