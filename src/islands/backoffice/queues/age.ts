import { localeTags, type Locale } from '../../../i18n/locales.ts';

/** How long a request has waited, in its largest whole unit ("5 min", "3 hr", "2 days") in the page's language. */
export function formatAge(seconds: number, locale: Locale): string {
  const [unit, size] = seconds >= 86_400 ? (['day', 86_400] as const) : seconds >= 3_600 ? (['hour', 3_600] as const) : (['minute', 60] as const);
  return new Intl.NumberFormat(localeTags[locale], { style: 'unit', unit, unitDisplay: 'short' }).format(Math.floor(seconds / size));
}
