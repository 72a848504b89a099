import { isLocale, localizePath, type Locale } from '../i18n/locales.ts';

/** The language the page was built in: the layout writes it on <html data-locale>. */
export function pageLocale(): Locale {
  const value = globalThis.document?.documentElement.dataset.locale;
  return isLocale(value) ? value : 'en';
}

/** Goes to an unprefixed site path in the page's own language. */
export function goTo(path: string): void {
  location.assign(localizePath(pageLocale(), path));
}
