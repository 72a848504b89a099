import type { Vendor } from '../../src/content/schemas.ts';
import type { Config } from '../config.ts';
import type { Catalog } from '../modules/catalog/repository.ts';
import type { VendorAdapter } from './adapter.ts';
import { genericAdapter } from './generic.ts';
import { hub88Adapter } from './hub88/adapter.ts';
import type { Hub88Setup } from './hub88/setup.ts';
import { hub88WalletVendor } from './hub88/wallet.ts';
import { houseAdapter } from './house.ts';
import { isHouseVendor } from '../../src/content/playable.ts';
import { houseWalletVendor } from '../../src/contract/house.ts';

export interface VendorRegistry {
  /** The adapter of a catalogue vendor (HOUSE_SLOT, AG…). */
  adapter(vendor: Vendor): VendorAdapter;
  /** Whether /vendor/{code}/… may be called: HOUSE, or a configured third party. */
  isWalletVendor(code: string): boolean;
}

/** Aggregators that are configured, and which catalogue vendors are theirs. */
export interface Aggregators {
  hub88?: { setup: Hub88Setup; vendorIds: ReadonlySet<string> };
}

export function createVendorRegistry(
  catalog: Catalog,
  config: Pick<Config, 'VENDOR_LAUNCH_URLS' | 'VENDOR_SECRETS'>,
  aggregators: Aggregators = {},
): VendorRegistry {
  // A third party is on only with both its launch base and its wallet secret configured.
  const launchBaseOf = (code: string) => (config.VENDOR_SECRETS[code] ? config.VENDOR_LAUNCH_URLS[code] : undefined);
  const { hub88 } = aggregators;
  const adapterOf = (vendor: Vendor): VendorAdapter => {
    if (isHouseVendor(vendor)) return houseAdapter(vendor);
    if (hub88?.vendorIds.has(vendor.id)) return hub88Adapter(vendor, hub88.setup);
    return genericAdapter(vendor, launchBaseOf(vendor.id));
  };
  const adapters = new Map(catalog.vendors.map((vendor) => [vendor.id, adapterOf(vendor)]));
  const walletVendors = new Set([...adapters.values()].filter((adapter) => adapter.enabled).map((adapter) => adapter.walletVendor));
  walletVendors.add(houseWalletVendor);
  for (const code of Object.keys(config.VENDOR_SECRETS)) walletVendors.add(code);
  // Hub88 calls its own paths (/aggregators/hub88/…), never /vendor/HUB88/… with an HMAC secret.
  walletVendors.delete(hub88WalletVendor);
  return {
    adapter(vendor) {
      return adapters.get(vendor.id) ?? adapterOf(vendor);
    },
    isWalletVendor(code) {
      return walletVendors.has(code);
    },
  };
}
