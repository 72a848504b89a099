import { catalogues } from '../../i18n/translate.ts';
import type { Locale } from '../../i18n/locales.ts';

/**
 * The back office's texts in one language, picked when the page is built: its own `backoffice.` keys
 * and the UI kit's shared words (loading, retry, pager, form errors, dialogs). Only the back office
 * page imports this file, so the catalogues never reach a browser bundle.
 */
const kitPrefixes = [
  'center.loading',
  'center.retry',
  'center.pager.',
  'center.error.',
  'center.required',
  'center.cancel',
  'center.reason.',
  'center.select.',
  'center.toast.',
  'center.exportCsv',
];

export function backofficeLabels(locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogues[locale]).filter(([key]) => key.startsWith('backoffice.') || kitPrefixes.some((prefix) => key.startsWith(prefix))),
  );
}
