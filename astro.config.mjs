import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { htmlAliases } from './src/integrations/html-aliases.ts';
import { isSitemapPage, normalizePageUrl } from './src/lib/indexing.ts';
import { locales, localeTags, defaultLocale } from './src/i18n/locales.ts';

const site = process.env.SITE_URL || 'http://localhost:4321';

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
