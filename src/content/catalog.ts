import { providerOf } from './providers.ts';
import type { Category, CategoryId, Provider, Vendor } from './schemas.ts';

/** Vassalages the server lists under sports that the site shows as their own categories (SPEC §2, §3). */
export const esportsVassalages: readonly string[] = ['AV', 'IMES', 'IA', 'AI', 'TF'];
export const cockfightVassalages: readonly string[] = ['SV3', 'DS88', 'DIG', 'WGB', 'WS168'];

/** How many providers a nav drop-down lists; slots adds a 'more' entry beyond that. */
export const navDropdownSize = 11;

export interface NavCategory {
  category: Category;
  /** The category's collections (vendor entries), in order. */
  vendors: Vendor[];
  /** Who makes them, each once, in the order of their first collection: what the drop-down lists. */
  providers: Provider[];
  dropdown: Provider[];
  more: boolean;
}

/** Each provider once, in the order its first vendor entry comes. */
export function providersOf(vendors: readonly Vendor[]): Provider[] {
  const seen = new Map<string, Provider>();
  for (const vendor of vendors) {
    const provider = providerOf(vendor);
    if (!seen.has(provider.id)) seen.set(provider.id, provider);
  }
  return [...seen.values()];
}

/** The category a vendor is shown under, after e-sports and cockfight are split out of sports. */
export function displayCategory(vendor: Vendor): CategoryId {
  if (vendor.category !== 'SPORTS') return vendor.category;
  if (esportsVassalages.includes(vendor.vassalage)) return 'ESPORTS';
  if (cockfightVassalages.includes(vendor.vassalage)) return 'COCKFIGHT';
  return 'SPORTS';
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The categories split out of sports, in the order they follow it (SPEC §2: "placed after sports"). */
const splitFromSports: readonly CategoryId[] = ['ESPORTS', 'COCKFIGHT'];

/** Categories in their order, with those split out of sports moved right after it. */
function navOrder(categories: readonly Category[]): Category[] {
  const sorted = [...categories].sort(byOrder);
  const split = splitFromSports.map((id) => sorted.find((category) => category.id === id)).filter((category) => category !== undefined);
  const rest = sorted.filter((category) => !splitFromSports.includes(category.id));
  const sports = rest.findIndex((category) => category.id === 'SPORTS');
  if (sports < 0) return sorted;
  return [...rest.slice(0, sports + 1), ...split, ...rest.slice(sports + 1)];
}

/** The header's nav: categories that have vendors, in order, each with its drop-down of providers. */
export function buildNav(categories: readonly Category[], vendors: readonly Vendor[]): NavCategory[] {
  return navOrder(categories)
    .map((category) => {
      const own = vendors.filter((vendor) => displayCategory(vendor) === category.id).sort(byOrder);
      const makers = providersOf(own);
      return {
        category,
        vendors: own,
        providers: makers,
        dropdown: makers.slice(0, navDropdownSize),
        more: category.id === 'RNG' && makers.length > navDropdownSize,
      };
    })
    .filter((entry) => entry.vendors.length > 0);
}
