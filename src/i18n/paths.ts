import { defaultLocale, locales, type Locale } from './locales.ts';

/** getStaticPaths() for a page under src/pages/[...lang]/: one build per locale, English unprefixed. */
export function localeStaticPaths() {
  return locales.map((locale: Locale) => ({
    params: { lang: locale === defaultLocale ? undefined : locale },
    props: { locale },
  }));
}
