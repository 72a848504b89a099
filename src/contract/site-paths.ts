/**
 * The zod-free part of the site calls' contract (SPEC §7 "language update" and "domain routers"):
 * paths and cache keys that every page's small scripts need without loading zod. Re-exported by
 * site-calls.ts, which holds the schemas.
 */
export const siteCallPaths = {
  /** PUT: the language a signed-in member switched to; kept for the texts sent to their phone and mailbox. */
  language: '/wps/member/language',
  /** GET: the operator's domains and CDN lists, asked once per session. */
  routers: '/wps/system/routers',
} as const;

/** sessionStorage key of the routers answer and of the CDN picked from it (SPEC §7 session caches). */
export const routersCacheKey = 'routers';
