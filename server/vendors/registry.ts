import type { Vendor } from '../../src/content/schemas.ts';
import type { Config } from '../config.ts';
import type { Catalog } from '../modules/catalog/repository.ts';
import type { VendorAdapter } from './adapter.ts';
import { genericAdapter } from './generic.ts';
import { houseAdapter } from './house.ts';
import { isHouseVendor } from '../../src/content/playable.ts';
import { houseWalletVendor } from '../../src/contract/house.ts';

export interface VendorRegistry {
  /** The adapter of a catalogue vendor (HOUSE_SLOT, AG…). */
  adapter(vendor: Vendor): VendorAdapter;
  /** Whether /vendor/{code}/… may be called: HOUSE, or a configured third party. */
  isWalletVendor(code: string): boolean;
}

export function createVendorRegistry(catalog: Catalog, config: Pick<Config, 'VENDOR_LAUNCH_URLS' | 'VENDOR_SECRETS'>): VendorRegistry {
  // A third party is on only with both its launch base and its wallet secret configured.
  const launchBaseOf = (code: string) => (config.VENDOR_SECRETS[code] ? config.VENDOR_LAUNCH_URLS[code] : undefined);
  const adapters = new Map(
    catalog.vendors.map((vendor) => [
      vendor.id,
      isHouseVendor(vendor) ? houseAdapter(vendor) : genericAdapter(vendor, launchBaseOf(vendor.id)),
    ]),
  );
  const walletVendors = new Set([...adapters.values()].filter((adapter) => adapter.enabled).map((adapter) => adapter.walletVendor));
  walletVendors.add(houseWalletVendor);
  for (const code of Object.keys(config.VENDOR_SECRETS)) walletVendors.add(code);
  return {
    adapter(vendor) {
      return adapters.get(vendor.id) ?? (isHouseVendor(vendor) ? houseAdapter(vendor) : genericAdapter(vendor, launchBaseOf(vendor.id)));
    },
    isWalletVendor(code) {
      return walletVendors.has(code);
    },
  };
}
