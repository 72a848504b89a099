import providersJson from './data/providers.json' with { type: 'json' };
import { providerSchema, type Provider, type Vendor } from './schemas.ts';

/** The providers the catalogue names: the one home of their names (src/content/data/providers.json). */
export const providers: readonly Provider[] = providerSchema.array().parse(providersJson);

/** Tala's own provably fair games, every HOUSE collection's provider. */
export const houseProviderId = 'TALA';

/**
 * The provider of a vendor entry: the one its `provider` names, else the vendor itself (an
 * aggregator's studio is its own provider). A name no provider has is a data error, not a fallback.
 */
export function providerOf(vendor: Vendor): Provider {
  if (!vendor.provider) return { id: vendor.id, name: vendor.name, logo: vendor.logo };
  const provider = providers.find((entry) => entry.id === vendor.provider);
  if (!provider) throw new Error(`vendor ${vendor.id} names unknown provider ${vendor.provider}`);
  return provider;
}

/** The values a lobby filter matches a vendor's games by: the collection, and its provider when that differs. */
export const filterValuesOf = (vendor: Vendor): string => {
  const provider = providerOf(vendor).id;
  return provider === vendor.id ? vendor.id : `${vendor.id} ${provider}`;
};
