import { catalogues } from '../../i18n/translate.ts';
import type { Locale } from '../../i18n/locales.ts';

/**
 * The member center's texts in one language, picked from the catalogue when the page is built, so
 * no i18n engine ships to the browser. Placeholders stay as "{{name}}" for the island to fill in.
 * Only the member page imports this file: the catalogues never reach a browser bundle.
 */
// rule.: the operator's field rules (src/contract/rules.ts), worded the same as in the account dialogs.
const prefixes = ['center.', 'member.entry.', 'member.title', 'record.type.', 'profile.field.', 'bets.status.', 'rule.'] as const;

export function centerLabels(locale: Locale): Record<string, string> {
  const catalogue = catalogues[locale];
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));
}
