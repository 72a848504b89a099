import { localeTags, type Locale } from '../i18n/locales.ts';

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * An amount as the member reads it in their language: always 2 decimals, with the language's
 * thousands separator (SPEC §9). Formatters are kept per locale because building one is not free.
 */
export function formatMoney(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTags[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(locale, formatter);
  }
  // -0 would print as "-0.00" after rounding a tiny negative.
  return formatter.format(amount === 0 ? 0 : amount);
}
