/** The languages the platform speaks. English is served unprefixed; the others under /pt and /tl. */
export const locales = ['en', 'pt', 'tl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** What the language selector shows: Tagalog is labelled "TY" as the product has always called it. */
export const localeLabels: Record<Locale, string> = { en: 'EN', pt: 'PT', tl: 'TY' };
export const localeNames: Record<Locale, string> = { en: 'English', pt: 'Português', tl: 'Tagalog' };
/** BCP 47 tags for hreflang and Intl formatting. */
export const localeTags: Record<Locale, string> = { en: 'en', pt: 'pt-BR', tl: 'fil-PH' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The path of `path` (which starts with "/", unprefixed) in `locale`. */
export function localizePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** Splits "/pt/rng" into { locale: "pt", path: "/rng" }; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(pt|tl)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: defaultLocale, path: pathname || '/' };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}
