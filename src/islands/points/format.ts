import { localeTags, type Locale } from '../../i18n/locales.ts';

/** Whole points with the language's thousands separator: 12,500 or 12.500. */
export function formatPoints(points: number, locale: Locale): string {
  return new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 0 }).format(points);
}

/** A typed number of points, or null when it is not a whole number from 1 up. */
export function readPoints(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 1 ? value : null;
}
