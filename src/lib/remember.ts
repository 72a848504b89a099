/**
 * Remember me (SPEC §2, §9): a cookie that keeps the username for a day so the login form is
 * prefilled. Only the username: a password never goes into a cookie.
 */
export const rememberCookie = 'rememberUsername';
export const rememberSeconds = 24 * 60 * 60;

type CookieJar = Pick<Document, 'cookie'>;

const jar = (): CookieJar | undefined => globalThis.document;

export function rememberedUsername(cookies: CookieJar | undefined = jar()): string {
  for (const part of (cookies?.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== rememberCookie) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return '';
    }
  }
  return '';
}

/** Keeps `username` for a day, or forgets it when null (remember-me unticked). */
export function rememberUsername(username: string | null, cookies: CookieJar | undefined = jar()): void {
  if (!cookies) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const value = username ? encodeURIComponent(username) : '';
  const maxAge = username ? rememberSeconds : 0;
  cookies.cookie = `${rememberCookie}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}
