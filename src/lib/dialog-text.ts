import type { Locale } from '../i18n/locales.ts';

/**
 * The account dialogs read their texts from a small JSON file per language, written at build time
 * (src/pages/dialog-text/[locale].json.ts) and fetched when a dialog first opens, so pages ship
 * neither i18next nor the whole catalogue.
 */
export const dialogTextPrefixes = ['account.', 'error.', 'rule.', 'signin.'] as const;

export function dialogTextPath(locale: Locale): string {
  return `/dialog-text/${locale}.json`;
}

/** The catalogue entries the dialogs use. */
export function pickDialogText(catalogue: Readonly<Record<string, string>>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    if (dialogTextPrefixes.some((prefix) => key.startsWith(prefix))) picked[key] = value;
  }
  return picked;
}
