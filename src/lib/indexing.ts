import { splitLocale } from '../i18n/locales.ts';

/** Pages search engines must not index: bare helper pages, game frames, the member area and notices. */
export const unindexedPaths: readonly string[] = ['/helpmc', '/game', '/seamless', '/member', '/maintain', '/blocked', '/domain', '/backoffice'];

/** Kept away from crawlers in robots.txt as well as by their noindex meta. */
export const disallowedPaths: readonly string[] = ['/helpmc', '/game', '/seamless', '/member', '/house/', '/backoffice'];

/** The built-in vendor's game pages (src/pages/house): they only make sense inside the game frame. */
const housePagePrefix = '/house/';

/** Aliases of the home page: they exist, but their canonical is "/", so they stay out of the sitemap. */
export const aliasPaths: readonly string[] = ['/index', '/home', '/register'];

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function isUnindexed(path: string): boolean {
  return unindexedPaths.includes(stripSlash(path)) || `${stripSlash(path)}/`.startsWith(housePagePrefix);
}

/** Whether a built page's pathname (any locale, with or without trailing slash) belongs in the sitemap. */
export function isSitemapPage(pathname: string): boolean {
  const path = stripSlash(splitLocale(stripSlash(pathname)).path);
  return !isUnindexed(path) && !aliasPaths.includes(path) && path !== '/404';
}

/**
 * Canonical page URLs carry no trailing slash except a locale's root ("/pt/"), the way localizePath
 * writes them; the server answers both forms, so search engines must be told one.
 */
export function normalizePageUrl(url: string): string {
  const parsed = new URL(url);
  const { path } = splitLocale(stripSlash(parsed.pathname));
  if (path !== '/') parsed.pathname = stripSlash(parsed.pathname);
  return parsed.href;
}
