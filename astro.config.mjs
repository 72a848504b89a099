import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
export default defineConfig({
  site: 'https://example.com',
  integrations: [react()],
  i18n: { locales: ['en','pt','tl'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
});
