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

const percentFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A rate (0.1 for 10%) as a percentage in the reader's language, two decimals (SPEC §9: contract
 * rates are shown as rate × 100), so a rate reads with the same separators as the amounts beside it.
 */
export function formatPercent(rate: number, locale: Locale): string {
  let formatter = percentFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTags[locale], { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    percentFormatters.set(locale, formatter);
  }
  // A rate stored as 0.0015 must not print 0.14% from binary error: four decimals of percent first.
  return formatter.format(Math.round(rate * 1_000_000) / 1_000_000);
}
