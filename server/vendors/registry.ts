import type { Vendor } from '../../src/content/schemas.ts';
import type { Config } from '../config.ts';
import type { Catalog } from '../modules/catalog/repository.ts';
import type { VendorAdapter } from './adapter.ts';
import { genericAdapter } from './generic.ts';
import { houseAdapter, houseVendorCodes } from './house.ts';
import { houseWalletVendor } from '../../src/contract/house.ts';

export interface VendorRegistry {
  /** The adapter of a catalogue vendor (HOUSE_SLOT, AG…). */
  adapter(vendor: Vendor): VendorAdapter;
  /** Whether /vendor/{code}/… may be called: HOUSE, or a configured third party. */
  isWalletVendor(code: string): boolean;
}

export function createVendorRegistry(catalog: Catalog, config: Pick<Config, 'VENDOR_LAUNCH_URLS' | 'VENDOR_SECRETS'>): VendorRegistry {
  const adapters = new Map(
    catalog.vendors.map((vendor) => [
      vendor.id,
      houseVendorCodes.has(vendor.id) ? houseAdapter(vendor) : genericAdapter(vendor, config.VENDOR_LAUNCH_URLS[vendor.id]),
    ]),
  );
  const walletVendors = new Set([...adapters.values()].filter((adapter) => adapter.enabled).map((adapter) => adapter.walletVendor));
  walletVendors.add(houseWalletVendor);
  for (const code of Object.keys(config.VENDOR_SECRETS)) walletVendors.add(code);
  return {
    adapter(vendor) {
      return adapters.get(vendor.id) ?? genericAdapter(vendor, config.VENDOR_LAUNCH_URLS[vendor.id]);
    },
    isWalletVendor(code) {
      return walletVendors.has(code);
    },
  };
}
