import ky, { type KyInstance, type Options } from 'ky';
import type { z } from 'zod';
import { headerNames } from '../../contract/envelope.ts';
import { envelopeValue } from './envelope.ts';
import { $session, signOut } from '../../stores/session.ts';
import { pageLocale } from '../page.ts';
import { ApiFailure } from './failure.ts';

/** Codes that mean the held token no longer opens anything: the member is signed out here too. */
const endedSessionCodes = new Set(['SESSION_EXPIRED', 'NOT_LOGGED_IN']);

/** Every call names the page language, the merchant and, when signed in, the session token. */
function withHeaders(request: Request): void {
  const session = $session.get();
  request.headers.set(headerNames.language, pageLocale());
  const merchant = session.merchantCode ?? session.merchant;
  if (merchant) request.headers.set(headerNames.merchant, merchant);
  if (session.token && !request.headers.has(headerNames.authorization)) {
    request.headers.set(headerNames.authorization, `Bearer ${session.token}`);
  }
}

/** The API on the page's own origin. `fetch` and `baseUrl` are for runtimes without a page. */
export function createApi(options: Pick<Options, 'fetch' | 'baseUrl'> = {}): KyInstance {
  return ky.create({
    prefix: '/',
    baseUrl: options.baseUrl,
    // The global fetch is looked up per call, so a page that swaps it (tests, service workers) is honoured.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    credentials: 'same-origin',
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: false,
    hooks: { beforeRequest: [({ request }) => withHeaders(request)] },
  });
}

let shared: KyInstance | undefined;

/** The one client of the site, made on first use (the module does nothing when imported). */
export function api(): KyInstance {
  shared ??= createApi({ baseUrl: globalThis.location?.origin });
  return shared;
}

/**
 * Runs a request and returns the value of a successful envelope, parsed with the contract's schema.
 * Anything else throws an ApiFailure; a session the server has ended is also forgotten here.
 */
export async function call<T extends z.ZodType>(schema: T, request: Promise<Response>): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new ApiFailure('NETWORK');
  }
  try {
    return await envelopeValue(schema, response);
  } catch (error) {
    if (error instanceof ApiFailure && response.status === 401 && endedSessionCodes.has(error.code) && $session.get().token) signOut();
    throw error;
  }
}
