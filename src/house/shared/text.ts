import { defaultLocale, type Locale } from '../../i18n/locales.ts';
import { textOf, type TextOf } from '../../i18n/client-text.ts';

/** Every language's share of the catalogue a HOUSE page shows: the page picks one by its `lang` query. */
export type TextSet = Record<Locale, Record<string, string>>;

/** The element id of the page's embedded text set (written by HousePage.astro, read by the game). */
export const textElementId = 'house-text';

export type Text = TextOf;

/**
 * A translator over one language of the embedded set. i18next's `{{name}}` placeholders are filled
 * here so the engine stays out of the game bundle; an unknown key shows itself rather than nothing.
 */
export function textFor(set: Partial<TextSet>, locale: Locale): Text {
  return textOf(set[locale] ?? set[defaultLocale] ?? {});
}

/** Reads the set the page carries; a page without one (a broken build) still shows keys. */
export function readTextSet(doc: Document): Partial<TextSet> {
  const source = doc.getElementById(textElementId)?.textContent;
  if (!source) return {};
  try {
    return JSON.parse(source) as Partial<TextSet>;
  } catch {
    return {};
  }
}
