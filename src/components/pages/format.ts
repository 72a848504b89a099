import { localeTags, type Locale } from '../../i18n/locales.ts';

/** A catalogue date (yyyy-mm-dd) in the locale's own format; read as UTC so no time zone shifts the day. */
export function formatDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Catalogue bodies keep paragraphs apart with a blank line. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
