import i18next from 'i18next';
import en from './en.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import tl from './tl.json' with { type: 'json' };
import { defaultLocale, isLocale, type Locale } from './locales.ts';

export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export const catalogues: Record<Locale, Record<string, string>> = { en, pt, tl };

const engine = i18next.createInstance();
// Flat dotted keys ("login.submit"): no key or namespace separators, synchronous init from bundled JSON.
void engine.init({
  resources: { en: { translation: en }, pt: { translation: pt }, tl: { translation: tl } },
  lng: defaultLocale,
  fallbackLng: false,
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  interpolation: { escapeValue: false },
});

/**
 * A translator bound to one language. An unknown key throws, so an untranslated key fails the
 * build or the test that renders it instead of reaching a page.
 */
export function translator(locale: Locale): Translate {
  const fixed = engine.getFixedT(locale);
  return (key, vars) => {
    if (!engine.exists(key, { lng: locale })) throw new Error(`missing translation "${key}" for ${locale}`);
    return fixed(key, vars ?? {});
  };
}

/** The language a request asked for (Language header or ?lang), English when it named none we speak. */
export function pickLocale(...candidates: unknown[]): Locale {
  for (const candidate of candidates) {
    const value = typeof candidate === 'string' ? candidate.trim().toLowerCase().slice(0, 2) : candidate;
    if (isLocale(value)) return value;
  }
  return defaultLocale;
}
