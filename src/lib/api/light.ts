import { headerNames } from '../../contract/headers.ts';
import { pageLocale } from '../page.ts';

/**
 * How page scripts outside the islands read a public GET: a plain fetch in the page's language,
 * the envelope's value, or null when the call failed or answered anything else. The islands use
 * the API client (ky and the contract's zod schemas, ./client.ts); a visitor's home or lobby page
 * carries only this, within its script budget (tests/budget).
 */
export async function lightGet<T>(path: string, options: { session?: boolean } = {}): Promise<T | null> {
  const headers: Record<string, string> = { [headerNames.language]: pageLocale() };
  const token = options.session ? globalThis.sessionStorage?.getItem('token') : null;
  if (token) headers[headerNames.authorization] = `Bearer ${token}`;
  try {
    const response = await fetch(path, { headers, credentials: 'same-origin' });
    const body = (await response.json()) as { success?: unknown; value?: T } | null;
    return body?.success === true && body.value !== undefined ? body.value : null;
  } catch {
    return null;
  }
}
