import { houseCatalogue } from '../contract/house.ts';
import type { Game, Vendor } from './schemas.ts';

/** HOUSE's own catalogue vendors (HOUSE_SLOT, HOUSE_MINI…), from the one table that names them. */
export const houseVendorIds: ReadonlySet<string> = new Set(Object.values(houseCatalogue).map((entry) => entry.vendor));

/** A vendor whose games HOUSE plays: the built-in ones and the studios the catalogue marks `house`. */
export const isHouseVendor = (vendor: Vendor): boolean => vendor.house === true || houseVendorIds.has(vendor.id);

/** Which third-party vendors the operator configured: both a launch URL and a wallet secret. */
export interface VendorSetup {
  launchUrls: Readonly<Record<string, string>>;
  secrets: Readonly<Record<string, string>>;
}

/** A vendor is listed only when its games can start: HOUSE always, another vendor once configured. */
export const isPlayableVendor = (vendor: Vendor, setup: VendorSetup): boolean =>
  isHouseVendor(vendor) || (Boolean(setup.launchUrls[vendor.id]) && Boolean(setup.secrets[vendor.id]));

/** The vendors and games a lobby or nav may list. */
export function playableCatalogue<T extends { vendors: Vendor[]; games: Game[] }>(catalogue: T, setup: VendorSetup): T {
  const vendors = catalogue.vendors.filter((vendor) => isPlayableVendor(vendor, setup));
  const ids = new Set(vendors.map((vendor) => vendor.id));
  return { ...catalogue, vendors, games: catalogue.games.filter((game) => ids.has(game.vendor)) };
}

const record = (text: string | undefined): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
};

/** The build's view of the setup: the same VENDOR_LAUNCH_URLS and VENDOR_SECRETS the server reads. */
export const setupFromEnv = (env: Record<string, string | undefined>): VendorSetup => ({
  launchUrls: record(env.VENDOR_LAUNCH_URLS),
  secrets: record(env.VENDOR_SECRETS),
});
