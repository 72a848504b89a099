import { locales } from '../../i18n/locales.ts';
import { catalogues } from '../../i18n/translate.ts';
import type { TextSet } from './text.ts';

/**
 * Build time: the catalogue keys under the given prefixes in every language, so a page carries only
 * its own game's texts. A key missing in one language fails the build rather than a member's screen.
 */
export function buildTextSet(prefixes: readonly string[]): TextSet {
  const keys = Object.keys(catalogues.en).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
  const set = {} as TextSet;
  for (const locale of locales) {
    const messages: Record<string, string> = {};
    for (const key of keys) {
      const value = catalogues[locale][key];
      if (value === undefined) throw new Error(`missing translation "${key}" for ${locale}`);
      messages[key] = value;
    }
    set[locale] = messages;
  }
  return set;
}
