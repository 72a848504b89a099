import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { createVendorRegistry, type Aggregators, type VendorRegistry } from '../../vendors/registry.ts';
import type { Catalog } from '../catalog/repository.ts';
import { createSecretStore, type SecretStore } from './secrets.ts';

export interface VendorService {
  registry: VendorRegistry;
  secretOf: SecretStore;
  catalog: Catalog;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Vendor adapters, their signing secrets and the catalogue they serve. */
    vendors: VendorService;
  }
}

export function decorateVendors(app: FastifyInstance, options: { db: Db; config: Config; catalog: Catalog; aggregators?: Aggregators }): void {
  const service: VendorService = {
    registry: createVendorRegistry(options.catalog, options.config, options.aggregators),
    secretOf: createSecretStore(options.db, options.config.VENDOR_SECRETS),
    catalog: options.catalog,
  };
  app.decorate('vendors', service);
}
