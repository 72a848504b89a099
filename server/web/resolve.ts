import { splitLocale, type Locale } from '../../src/i18n/locales.ts';

/**
 * The dist file that answers a URL path, or null. `files` holds every file of the build as a
 * relative path ("rng/index.html"). Directory-style pages answer with and without a trailing slash.
 */
export function resolveSiteFile(pathname: string, files: ReadonlySet<string>): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  const relative = decoded.replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates = relative === '' ? ['index.html'] : [relative, `${relative}/index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

export function isHtmlFile(file: string): boolean {
  return file.endsWith('.html');
}

/** The page a locale shows instead of everything else while a flag is on, or when nothing matched. */
export function localePage(pathname: string, page: 'maintain' | 'blocked' | '404'): { locale: Locale; file: string } {
  const { locale } = splitLocale(pathname);
  const prefix = locale === 'en' ? '' : `${locale}/`;
  return { locale, file: page === '404' ? `${prefix}404.html` : `${prefix}${page}/index.html` };
}

/** Hashed build output never changes under its name; everything else must be revalidated. */
export function cacheControlFor(file: string): string {
  if (file.startsWith('_astro/')) return 'public, max-age=31536000, immutable';
  if (isHtmlFile(file) || file.endsWith('.xml') || file.endsWith('.txt')) return 'no-cache';
  return 'public, max-age=3600';
}
