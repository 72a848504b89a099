import type { APIRoute } from 'astro';
import { locales, localizePath } from '../i18n/locales.ts';
import { disallowedPaths } from '../lib/indexing.ts';

export const GET: APIRoute = ({ site }) => {
  const disallow = locales.flatMap((locale) => disallowedPaths.map((path) => `Disallow: ${localizePath(locale, path)}`));
  const sitemap = new URL('/sitemap.xml', site).href;
  const body = ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${sitemap}`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
