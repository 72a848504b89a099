import type { z } from 'zod';
import { failureSchema, headerNames, successSchema } from '../../contract/envelope.ts';
import type { Launch } from './launch.ts';

/** Codes of failures that never reached the server or came back unreadable; the rest are the server's. */
export type LocalFailure = 'NETWORK' | 'UNREADABLE' | 'NO_SESSION';

/** A refused or failed play call. `message` is the server's, already in the page's language. */
export class HouseError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(code: string, message = '', status = 0) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HouseApi {
  /** The server's clock from the last answer's Date header (ms), for round countdowns. */
  serverNow(): number | null;
  get<T extends z.ZodType>(path: string, schema: T): Promise<z.output<T>>;
  /** `anonymous` calls (the fairness check) need no game session. */
  post<T extends z.ZodType>(path: string, body: unknown, schema: T, options?: { anonymous?: boolean }): Promise<z.output<T>>;
}

/**
 * The play API seen from a game page: the session from the frame's URL as the bearer token, the
 * page language as the Language header, every answer parsed with the contract's schema.
 */
export function createHouseApi(launch: Launch, fetchImpl: FetchLike = (input, init) => globalThis.fetch(input, init)): HouseApi {
  let lastServerTime: number | null = null;
  let lastLocalTime = 0;
  async function send<T extends z.ZodType>(path: string, init: RequestInit, schema: T, anonymous = false): Promise<z.output<T>> {
    if (!launch.session && !anonymous) throw new HouseError('NO_SESSION');
    const headers = new Headers(init.headers);
    if (launch.session) headers.set(headerNames.authorization, `Bearer ${launch.session}`);
    headers.set(headerNames.language, launch.locale);
    let response: Response;
    try {
      response = await fetchImpl(path, { ...init, headers, credentials: 'same-origin' });
    } catch {
      throw new HouseError('NETWORK');
    }
    const date = Date.parse(response.headers.get('date') ?? '');
    if (Number.isFinite(date)) {
      lastServerTime = date;
      lastLocalTime = Date.now();
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new HouseError('UNREADABLE', '', response.status);
    }
    const failed = failureSchema.safeParse(body);
    if (failed.success) throw new HouseError(failed.data.code, failed.data.message, response.status);
    const succeeded = successSchema(schema).safeParse(body);
    if (!succeeded.success) throw new HouseError('UNREADABLE', '', response.status);
    return (succeeded.data as { value: z.output<T> }).value;
  }
  return {
    serverNow: () => (lastServerTime === null ? null : lastServerTime + (Date.now() - lastLocalTime)),
    get: (path, schema) => send(path, { method: 'GET' }, schema),
    post: (path, body, schema, options) =>
      send(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }, schema, options?.anonymous),
  };
}

/** The text a member reads for a failure: the server's own words, or ours for what never reached it. */
export function failureText(error: unknown, text: (key: string) => string): string {
  if (error instanceof HouseError) {
    if (error.code === 'NETWORK') return text('house.error.network');
    if (error.code === 'NO_SESSION') return text('house.error.noSession');
    if (error.code === 'UNREADABLE') return text('house.error.unreadable');
    return error.message || text('house.error.unreadable');
  }
  return text('house.error.unreadable');
}
