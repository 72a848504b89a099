import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { htmlAliases } from './src/integrations/html-aliases.ts';
import { isSitemapPage, normalizePageUrl } from './src/lib/indexing.ts';
import { locales, localeTags, defaultLocale } from './src/i18n/locales.ts';
import { apiPrefixes } from './src/contract/paths.ts';

const site = process.env.SITE_URL || 'http://localhost:4321';

/** `npm run dev` runs the API beside Astro's dev server; the dev server forwards the API's paths to it. */
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT || 4322}`;
const devProxy = Object.fromEntries(apiPrefixes.map((prefix) => [prefix.slice(0, -1), apiOrigin]));

/** Page URLs in the sitemap are written the way canonical links write them (see src/lib/indexing.ts). */
const serialize = (item) => ({
  ...item,
  url: normalizePageUrl(item.url),
  links: item.links?.map((link) => ({ ...link, url: normalizePageUrl(link.url) })),
});

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  vite: { server: { proxy: devProxy } },
  i18n: { locales: [...locales], defaultLocale, routing: { prefixDefaultLocale: false } },
  integrations: [
    react(),
    sitemap({
      i18n: { defaultLocale, locales: Object.fromEntries(locales.map((locale) => [locale, localeTags[locale]])) },
      filter: (url) => isSitemapPage(new URL(url).pathname),
      serialize,
    }),
    // After the sitemap: it also writes sitemap.xml from the sitemap's chunks.
    htmlAliases(),
  ],
});
