import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { vi } from 'vitest';
import type { SystemStatus } from '../../contract/system.ts';

/**
 * A page for store tests in Node: sessionStorage, location, document (locale, cookies) and a fake
 * API that decrypts what the stores send, so a test sees the payload the server would read.
 */

/** The browser's sessionStorage, kept in a Map. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  /** The JSON body, decrypted when it was `{ jwe }`; form posts (urlencoded, multipart) as an object of their fields. */
  body: Record<string, unknown> | undefined;
}

export type Route = (call: ApiCall) => { status?: number; body: unknown } | undefined;

export const ok = (value: unknown) => ({ body: { success: true, value } });
export const fail = (status: number, code: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { success: false, code, message: `message of ${code}`, ...extra },
});

const keys = await generateKeyPair('RSA-OAEP-256', { extractable: true });
const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RSA-OAEP-256', use: 'enc' } as SystemStatus['info']['publicKey'];

export function statusWith(info: Partial<SystemStatus['info']> = {}): SystemStatus {
  return {
    maintenance: false,
    regionRestriction: false,
    invalidDomain: false,
    info: { imageCDNs: [], launchGameCDNs: [], register: [], whitelabel: [], publicKey: publicJwk, signIn: { google: false, facebook: false }, ...info },
  };
}

async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  if (request.headers.get('content-type')?.includes('multipart/form-data')) {
    // Files show as "file:<name>", so a test sees which receipt or proof went with the fields.
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]));
  }
  const text = await request.text();
  if (!text) return undefined;
  if (request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  const json = JSON.parse(text) as Record<string, unknown>;
  if (typeof json.jwe !== 'string') return json;
  const { plaintext } = await compactDecrypt(json.jwe, keys.privateKey);
  return JSON.parse(new TextDecoder().decode(plaintext)) as Record<string, unknown>;
}

export interface FakeBrowser {
  calls: ApiCall[];
  assign: ReturnType<typeof vi.fn>;
  document: { cookie: string; documentElement: { dataset: Record<string, string>; lang: string } };
  storage: Storage;
  /** The calls to one path, in order. */
  callsTo(path: string): ApiCall[];
}

/** Installs the fake page; `routes` answer API calls in order until one answers. */
export function fakeBrowser(routes: Route[], options: { search?: string; locale?: string; pathname?: string } = {}): FakeBrowser {
  const calls: ApiCall[] = [];
  const assign = vi.fn();
  const storage = new MemoryStorage();
  const document = { cookie: '', documentElement: { dataset: { locale: options.locale ?? 'en' }, lang: 'en' } };
  const search = options.search ?? '';
  vi.stubGlobal('sessionStorage', storage);
  vi.stubGlobal('document', document);
  const pathname = options.pathname ?? '/';
  vi.stubGlobal('location', {
    origin: 'http://tala.test',
    host: 'tala.test',
    href: `http://tala.test${pathname}${search}`,
    pathname,
    search,
    protocol: 'http:',
    assign,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string) => {
      if (typeof input === 'string') return new Response('{}', { status: 404 });
      const url = new URL(input.url);
      const call: ApiCall = { method: input.method, path: url.pathname, search: url.searchParams, headers: input.headers, body: await readBody(input) };
      calls.push(call);
      for (const route of routes) {
        const answer = route(call);
        if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
      }
      return new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'not found' }), { status: 404 });
    }),
  );
  return { calls, assign, document, storage, callsTo: (path) => calls.filter((call) => call.path === path) };
}

/** Answers `path` (any method unless given) with `answer`. */
export function route(path: string, answer: (call: ApiCall) => { status?: number; body: unknown }, method?: string): Route {
  return (call) => (call.path === path && (!method || call.method === method) ? answer(call) : undefined);
}
