import { localizePath, type Locale } from '../i18n/locales.ts';

/** The absolute URL of a page (unprefixed `path`) in `locale`, as canonical and hreflang links write it. */
export function pageUrl(site: URL | string, locale: Locale, path: string): string {
  return new URL(localizePath(locale, path), site).href;
}
