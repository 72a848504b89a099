import type { APIRoute, GetStaticPaths } from 'astro';
import { isLocale, locales } from '../../i18n/locales.ts';
import { catalogues } from '../../i18n/translate.ts';
import { pickDialogText } from '../../lib/dialog-text.ts';

/** The account dialogs' texts in one language (see src/lib/dialog-text.ts). */
export const getStaticPaths = (() => locales.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const locale = isLocale(params.locale) ? params.locale : 'en';
  return new Response(JSON.stringify(pickDialogText(catalogues[locale])), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
