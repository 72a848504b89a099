import { localizePath, isLocale } from '../i18n/locales.ts';

export type NoticeKind = 'maintain' | 'blocked' | 'domain';

/**
 * Which notice a status answer calls for: a kind, null when the site is open, undefined when the
 * answer is not a status (an error envelope, a proxy's page) and nothing should change.
 */
export function noticeAfterStatus(body: unknown): NoticeKind | null | undefined {
  if (typeof body !== 'object' || body === null || !('value' in body)) return undefined;
  const value = body.value;
  if (typeof value !== 'object' || value === null) return undefined;
  const flags = value as { maintenance?: unknown; regionRestriction?: unknown; invalidDomain?: unknown };
  if (typeof flags.maintenance !== 'boolean' || typeof flags.regionRestriction !== 'boolean') return undefined;
  if (flags.maintenance) return 'maintain';
  if (flags.regionRestriction) return 'blocked';
  if (flags.invalidDomain === true) return 'domain';
  return null;
}

/** Where to go back to: the ?from path when it is one of ours, else the locale's home. */
export function returnPath(from: string | null, locale: string): string {
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')) return from;
  return localizePath(isLocale(locale) ? locale : 'en', '/');
}
