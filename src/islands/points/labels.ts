import { catalogues } from '../../i18n/translate.ts';
import type { Locale } from '../../i18n/locales.ts';

/**
 * The points island's texts in one language, picked from the catalogue when the page is built (no
 * i18n engine ships). It borrows the member center's form parts, so their texts come along.
 */
const prefixes = ['points.', 'center.error.', 'center.pager.'] as const;
const borrowed = ['center.loading', 'center.retry', 'center.required', 'center.login', 'center.paymentPassword.label', 'center.in_need_true_account'];

export function pointsLabels(locale: Locale): Record<string, string> {
  const catalogue = catalogues[locale];
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => borrowed.includes(key) || prefixes.some((prefix) => key.startsWith(prefix))));
}
