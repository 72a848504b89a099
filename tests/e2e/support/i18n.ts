import en from '../../../src/i18n/en.json' with { type: 'json' };
import pt from '../../../src/i18n/pt.json' with { type: 'json' };
import tl from '../../../src/i18n/tl.json' with { type: 'json' };
import { localizePath, type Locale } from '../../../src/i18n/locales.ts';

const catalogues: Record<Locale, Record<string, string>> = { en, pt, tl };

/** The catalogue text of `key` in `locale`, as the pages render it. */
export function text(locale: Locale, key: keyof typeof en): string {
  const value = catalogues[locale][key];
  if (value === undefined) throw new Error(`no ${key} in ${locale}`);
  return value;
}

export { localizePath };
export const testLocales: Locale[] = ['en', 'pt', 'tl'];
