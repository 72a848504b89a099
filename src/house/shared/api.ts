import ky from 'ky';
import type { z } from 'zod';
import { headerNames } from '../../contract/envelope.ts';
import { envelopeValue } from '../../lib/api/envelope.ts';
import { ApiFailure } from '../../lib/api/failure.ts';
import type { Launch } from './launch.ts';

/**
 * A refused or failed play call: the site's ApiFailure, whose `message` is the server's, already in
 * the page's language. Failures found here: NETWORK, UNREADABLE and NO_SESSION (no game token).
 */
export { ApiFailure as HouseError };

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface HouseApi {
  /** The server's clock from the last answer's Date header (ms), for round countdowns. */
  serverNow(): number | null;
  get<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>>;
  /** `anonymous` calls (the fairness check) need no game session. */
  post<T extends z.ZodType>(path: string, body: unknown, schema: T, options?: { anonymous?: boolean }): Promise<z.output<T>>;
}

/**
 * The play API seen from a game page, on the site's HTTP client (ky): the game session as the
 * bearer token, the page language as the Language header, every answer parsed with the contract's schema.
 */
export function createHouseApi(launch: Launch, fetchImpl: FetchLike = (input, init) => globalThis.fetch(input, init)): HouseApi {
  let lastServerTime: number | null = null;
  let lastLocalTime = 0;
  const client = ky.create({
    prefix: '/',
    baseUrl: globalThis.location?.origin,
    fetch: fetchImpl,
    credentials: 'same-origin',
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (launch.session) request.headers.set(headerNames.authorization, `Bearer ${launch.session}`);
          request.headers.set(headerNames.language, launch.locale);
        },
      ],
    },
  });
  async function send<T extends z.ZodType>(request: () => Promise<Response>, schema: T, anonymous = false): Promise<z.output<T>> {
    if (!launch.session && !anonymous) throw new ApiFailure('NO_SESSION');
    let response: Response;
    try {
      response = await request();
    } catch {
      throw new ApiFailure('NETWORK');
    }
    const date = Date.parse(response.headers.get('date') ?? '');
    if (Number.isFinite(date)) {
      lastServerTime = date;
      lastLocalTime = Date.now();
    }
    return envelopeValue(schema, response);
  }
  return {
    serverNow: () => (lastServerTime === null ? null : lastServerTime + (Date.now() - lastLocalTime)),
    get: (path, schema) => send(() => client.get(path), schema),
    post: (path, body, schema, options) => send(() => client.post(path, { json: body }), schema, options?.anonymous),
  };
}

/** The text a member reads for a failure: the server's own words, or ours for what never reached it. */
export function failureText(error: unknown, text: (key: string) => string): string {
  if (error instanceof ApiFailure) {
    if (error.code === 'NETWORK') return text('house.error.network');
    if (error.code === 'NO_SESSION') return text('house.error.noSession');
    if (error.code === 'UNREADABLE') return text('house.error.unreadable');
    return error.message || text('house.error.unreadable');
  }
  return text('house.error.unreadable');
}
