import { z } from 'zod';
import { locales } from '../i18n/locales.ts';

export { routersCacheKey, siteCallPaths } from './site-paths.ts';

/** PUT /wps/member/language — one of the site's three languages. */
export const languageUpdateSchema = z.object({ language: z.enum(locales) }).strict();
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;

/**
 * GET /wps/system/routers — where the site lives and where its files come from (SPEC §3 "Router
 * response", §7 "domain routers"). `domainList` is the operator's `domains` setting (empty: the
 * domain check is off). Empty CDN lists mean the site's own origin serves images and game launches.
 */
export const routersSchema = z.object({
  domainList: z.array(z.string()),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
});
export type Routers = z.infer<typeof routersSchema>;
