import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failureSchema } from '../../src/contract/envelope.ts';
import { buildApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import type { Database } from '../../server/db/index.ts';
import { RejectedChange } from './port.ts';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * How payment commands reach the operator API: over HTTP to a running server, or, without --url, an
 * API built in this process on the database, so both ways run the very same rules and audit.
 */
export interface OpsCaller {
  call<T extends z.ZodType>(method: Method, path: string, schema: T, body?: object): Promise<z.output<T>>;
  close(): Promise<void>;
}

type Send = (method: Method, path: string, body: string | undefined, token: string) => Promise<{ status: number; json: unknown }>;

function caller(send: Send, token: string, close: () => Promise<void>): OpsCaller {
  return {
    async call(method, path, schema, body) {
      const { status, json } = await send(method, path, body === undefined ? undefined : JSON.stringify(body), token);
      const failed = failureSchema.safeParse(json);
      if (failed.success) {
        const fields = Object.entries(failed.data.fields ?? {})
          .map(([name, message]) => `\n  ${name}: ${message}`)
          .join('');
        const message = `${failed.data.code}: ${failed.data.message}${fields}`;
        throw status === 400 ? new RejectedChange(message) : new Error(message);
      }
      const done = z.object({ success: z.literal(true), value: z.unknown() }).safeParse(json);
      const value = done.success ? schema.safeParse(done.data.value) : null;
      if (!value?.success) throw new Error(`the operator API answered ${status} with something unexpected`);
      return value.data;
    },
    close,
  };
}

const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

export function httpOpsCaller(baseUrl: string, token: string, fetcher: typeof fetch = fetch): OpsCaller {
  const send: Send = async (method, path, body, key) => {
    const response = await fetcher(new URL(path, baseUrl), { method, headers: headers(key), body });
    return { status: response.status, json: await response.json().catch(() => null) };
  };
  return caller(send, token, async () => {});
}

export function appOpsCaller(app: FastifyInstance, token: string): OpsCaller {
  const send: Send = async (method, path, body, key) => {
    const response = await app.inject({ method, url: path, headers: headers(key), payload: body });
    return { status: response.statusCode, json: response.json() };
  };
  return caller(send, token, async () => {});
}

/** The operator API on `database`, built only when a command first needs it, under a token of its own. */
export function localOpsCaller(config: Config, database: Database): OpsCaller {
  const token = randomBytes(24).toString('base64url');
  let built: Promise<FastifyInstance> | undefined;
  const app = () => (built ??= buildApp({ config: { ...config, OPS_TOKEN: token, LOG_LEVEL: 'silent' }, database }));
  const send: Send = async (method, path, body, key) => {
    const response = await (await app()).inject({ method, url: path, headers: headers(key), payload: body });
    return { status: response.statusCode, json: response.json() };
  };
  return caller(send, token, async () => {
    if (built) await (await built).close();
  });
}
