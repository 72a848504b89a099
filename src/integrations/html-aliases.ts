import { access, copyFile, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { defaultLocale, locales } from '../i18n/locales.ts';

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Static hosts answer "/register.html" and "/pt/404.html" only when those files exist, and Astro's
 * directory format writes "register/index.html" and, for prefixed locales, "pt/404/index.html".
 */
export async function writeAliases(root: string): Promise<void> {
  for (const locale of locales) {
    const dir = locale === defaultLocale ? root : join(root, locale);
    const register = join(dir, 'register', 'index.html');
    if (await exists(register)) await copyFile(register, join(dir, 'register.html'));
    const notFound = join(dir, '404', 'index.html');
    if (locale !== defaultLocale && (await exists(notFound))) {
      await rename(notFound, join(dir, '404.html'));
      await rm(join(dir, '404'), { recursive: true, force: true });
    }
  }
}

/** One sitemap.xml (what crawlers look for first) holding every <url> of @astrojs/sitemap's chunks. */
export async function writeSitemap(root: string): Promise<void> {
  const chunks = (await readdir(root)).filter((name) => /^sitemap-\d+\.xml$/.test(name)).sort();
  if (chunks.length === 0) return;
  const texts = await Promise.all(chunks.map((name) => readFile(join(root, name), 'utf8')));
  const open = /^[\s\S]*?<urlset[^>]*>/.exec(texts[0]!)?.[0];
  if (!open) return;
  const urls = texts.map((text) => text.replace(/^[\s\S]*?<urlset[^>]*>/, '').replace(/<\/urlset>\s*$/, ''));
  await writeFile(join(root, 'sitemap.xml'), `${open}${urls.join('')}</urlset>\n`);
}

export function htmlAliases(): AstroIntegration {
  return {
    name: 'tala:html-aliases',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        await writeAliases(root);
        await writeSitemap(root);
      },
    },
  };
}
