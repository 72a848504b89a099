import { isLocale, localizePath, type Locale } from '../i18n/locales.ts';

/** The language the page was built in: the layout writes it on <html data-locale>. */
export function pageLocale(): Locale {
  const value = globalThis.document?.documentElement.dataset.locale;
  return isLocale(value) ? value : 'en';
}

/**
 * The documents already on their way out. Two ways out can race (a live `session` event and the
 * page's own sign-out after closing the account or a time-out): the second would abort the first
 * navigation, so only the first is taken. A page the browser brings back from its cache may leave again.
 */
const leaving = new WeakSet<Location>();
globalThis.addEventListener?.('pageshow', (event) => {
  if ((event as PageTransitionEvent).persisted) leaving.delete(location);
});

/** Goes to an unprefixed site path in the page's own language, unless the page is already leaving. */
export function goTo(path: string): void {
  if (leaving.has(location)) return;
  leaving.add(location);
  location.assign(localizePath(pageLocale(), path));
}
