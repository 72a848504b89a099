import { defaultLocale, isLocale, type Locale } from '../../i18n/locales.ts';

export interface Launch {
  /** The game session the launch handed us; null when the page was opened without one. */
  session: string | null;
  locale: Locale;
}

/**
 * What the game frame's URL carries: /house/<game>?session=<token>&lang=<lang>. Read with locales.ts
 * alone, because translate.ts would pull i18next and every catalogue into the game bundle.
 */
export function readLaunch(search: string): Launch {
  const params = new URLSearchParams(search);
  const session = params.get('session')?.trim() || null;
  const lang = params.get('lang')?.trim().toLowerCase().slice(0, 2);
  return { session, locale: isLocale(lang) ? lang : defaultLocale };
}
