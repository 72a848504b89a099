import { headerNames } from '../contract/headers.ts';
import { siteCallPaths } from '../contract/site-paths.ts';
import type { Locale } from '../i18n/locales.ts';

/**
 * SPEC §7 "language update": a signed-in member who switches language tells the API, which texts
 * their codes in it. The link's navigation starts at once, so the request is a keepalive fetch that
 * outlives the page; its answer changes nothing here. Answers whether it was sent.
 */
export function sendLanguageUpdate(language: Locale): boolean {
  let token: string | null = null;
  try {
    // Signed in means a token and an account (src/stores/session.ts).
    if (sessionStorage.getItem('account')) token = sessionStorage.getItem('token');
  } catch {
    // Storage refused (private modes): nobody is signed in here.
  }
  if (!token) return false;
  fetch(siteCallPaths.language, {
    method: 'PUT',
    keepalive: true,
    credentials: 'same-origin',
    headers: { [headerNames.authorization]: `Bearer ${token}`, [headerNames.language]: language, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
  return true;
}
