import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { htmlAliases } from './src/integrations/html-aliases.ts';
import { precompressed } from './src/integrations/precompress.ts';
import { isSitemapPage, normalizePageUrl } from './src/lib/indexing.ts';
import { locales, localeTags, defaultLocale } from './src/i18n/locales.ts';
import { apiPrefixes } from './src/contract/paths.ts';

const site = process.env.SITE_URL || 'http://localhost:4321';

/** `npm run dev` runs the API beside Astro's dev server; the dev server forwards the API's paths to it. */
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT || 4322}`;
const devProxy = Object.fromEntries(apiPrefixes.map((prefix) => [prefix.slice(0, -1), apiOrigin]));

/**
 * How the browser's scripts are cut. Left alone, the bundler splits the header's few small modules
 * into a dozen chunks that fetch and compress badly one by one (issue 13). Every page loads the
 * frame chunk (nanostores and the session and dialog stores, no React). React goes in one chunk and
 * a signed-in member's header parts in another; both load when a member is signed in or a dialog
 * opens (src/components/frame/SessionMount.astro), or with a page's own React island. Everything
 * else keeps the automatic splitting.
 */
const frameModules = [
  // The dynamic-import helper every page's scripts share: left to itself it lands in whichever chunk asks first.
  /vite[\\/]preload-helper/,
  /node_modules[\\/]nanostores[\\/]/,
  /src[\\/]stores[\\/](session|modal)\.ts$/,
  /src[\\/]lib[\\/]page\.ts$/,
  /src[\\/]i18n[\\/]locales\.ts$/,
  // The frame's own scripts and the late parts every page fetches at once: one file compresses far
  // better than a dozen small ones (each gzip stream starts with an empty dictionary).
  /src[\\/]components[\\/]frame[\\/](CategoryNav|LanguageSelect|LateParts|ModalHost|SessionMount|SideMenu)\.astro\?astro&type=script/,
  /src[\\/]lib[\\/](frame-parts|app-downloads|licence|customer-service|home-notices|home-promotions|notice-popup)\.ts$/,
  /src[\\/]lib[\\/]api[\\/]light\.ts$/,
  /src[\\/]lib[\\/]promotions[\\/]running\.ts$/,
  /src[\\/]contract[\\/](frame-paths|inbox-paths|promotion-paths|site-paths|headers)\.ts$/,
];
const signedInModules = [
  /node_modules[\\/]@nanostores[\\/]react[\\/]/,
  /src[\\/]stores[\\/](member|balance)\.ts$/,
  /src[\\/]lib[\\/]format-money\.ts$/,
  /src[\\/]islands[\\/]session[\\/](HeaderSession|MenuSession|Balance|SignOut|TrialWarning)\.tsx$/,
  /src[\\/]islands[\\/]session[\\/](session-parts\.tsx|useHydrated\.ts)$/,
];
const codeSplitting = {
  groups: [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/, priority: 2 },
    { name: 'frame', test: (id) => frameModules.some((pattern) => pattern.test(id)), priority: 1 },
    { name: 'signed-in', test: (id) => signedInModules.some((pattern) => pattern.test(id)), priority: 1 },
  ],
};

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
  vite: {
    server: { proxy: devProxy },
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
  },
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
    // Last: it compresses what the others wrote.
    precompressed(),
  ],
});
