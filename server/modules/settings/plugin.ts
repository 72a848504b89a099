import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { countryOf, isRegionRestricted, type Access } from './access.ts';
import { createSettingsService, type SettingsService } from './service.ts';

export interface CdnLists {
  imageCDNs: string[];
  launchGameCDNs: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
    /** Whether this visitor may see the site now: maintenance, then country header and IP ranges. */
    access(request: FastifyRequest): Promise<Access>;
    /** The CDN origins pages may load images and game frames from. */
    cdnLists(): Promise<CdnLists>;
  }
}

/** Decorates the root instance, so every module and the web layer read the same live settings. */
export function decorateSettings(app: FastifyInstance, { config, db }: { config: Config; db: Db }): SettingsService {
  const settings = createSettingsService(db);
  app.decorate('settings', settings);
  app.decorate('access', async (request: FastifyRequest): Promise<Access> => {
    const values = await settings.values();
    const visitor = { country: countryOf(request.headers[config.COUNTRY_HEADER]), ip: request.ip };
    return { maintenance: values.maintenance, regionRestriction: isRegionRestricted(visitor, values) };
  });
  app.decorate('cdnLists', async (): Promise<CdnLists> => {
    const { imageCDNs, launchGameCDNs } = await settings.values();
    return { imageCDNs, launchGameCDNs };
  });
  return settings;
}
