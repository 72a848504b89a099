import { createHmac } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { vendorAnswerSchema, vendorOperations } from '../../src/contract/vendor.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { liveVendor, liveVendorSecret, vendorEnv } from '../modules/vendors/test-support.ts';
import { access, type AccessPolicy } from './access.ts';
import { installOpenApi, openApiPath } from './openapi.ts';

interface Operation {
  security?: Record<string, string[]>[];
  'x-access'?: string;
  'x-permission'?: string;
  description?: string;
  parameters?: { in: string; name: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Record<string, unknown>>; required?: string[] } }> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string; description?: string }> };
}

const schemeOfPolicy: Record<AccessPolicy, string | null> = {
  public: null,
  session: 'sessionToken',
  account: 'sessionToken',
  player: 'sessionToken',
  member: 'sessionToken',
  agent: 'sessionToken',
  ops: 'operatorToken',
  game: 'gameToken',
  signed: null,
};

/** `/ops/channels/:id/:toggle` as OpenAPI writes it. */
const openApiUrl = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let t: TestApp;
let document: Document;

beforeAll(async () => {
  // Every optional part on, so the route table holds every route there is.
  t = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: 'openapi-test-operator-token-0123', PAYMENT_GATEWAY_SECRET: 'gateway-secret-0123456789' } });
  const response = await t.app.inject({ method: 'GET', url: openApiPath });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = response.json();
});
afterAll(() => t.close());

function operation(path: string, method: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
}

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone<Record<string, unknown>>({ ...document }));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every API route of the route table with its method, and nothing else', () => {
    // HEAD routes are Fastify's copies of the GET routes; the catch-all serves pages.
    const table = t.app.routeTable.filter((route) => route.method !== 'HEAD' && route.url !== '/*');
    expect(table.length).toBeGreaterThan(80);
    const expected = table.map((route) => `${route.method} ${openApiUrl(route.url)}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(expected);
    expect(Object.keys(document.paths).some((path) => path.includes('*'))).toBe(false);
  });

  it("shows each operation's access policy as its security requirement and in words", () => {
    for (const route of t.app.routeTable.filter((entry) => entry.method !== 'HEAD' && entry.url !== '/*')) {
      const found = operation(openApiUrl(route.url), route.method.toLowerCase());
      expect(found['x-access'], route.url).toBe(route.access);
      expect(found.description, route.url).toContain(`Access (${route.access}):`);
      const scheme = schemeOfPolicy[route.access];
      if (route.access === 'signed') expect(found.security?.[0], route.url).toBeDefined();
      else if (route.access === 'ops') {
        expect(found.security, route.url).toEqual([{ operatorToken: [] }, { staffSession: [] }]);
        expect(found['x-permission'], route.url).toBe(route.permission);
      } else expect(found.security, route.url).toEqual(scheme ? [{ [scheme]: [] }] : []);
    }
    expect(document.components.securitySchemes.staffSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'tala_staff' });
    expect(document.components.securitySchemes.sessionToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.operatorToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.gameToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('documents the envelope answers of API routes and the Language header they follow', () => {
    const status = operation('/wps/system/status', 'get');
    expect(status.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'language', schema: { type: 'string', enum: ['en', 'pt', 'tl'] } }));
    expect(Object.keys(status.responses)).toEqual(['200', '4XX', '5XX']);
    expect(JSON.stringify(status.responses['4XX'])).toContain('"required":["success","code","message"]');
  });

  it('gives every seamless wallet operation the signature scheme and its JSON body from the vendor contract', () => {
    for (const name of vendorOperations) {
      const found = operation(`/vendor/{code}/${name}`, 'post');
      expect(found.security).toEqual([{ vendorSignature: [] }]);
      const body = found.requestBody?.content['application/json']?.schema;
      expect(body?.required).toEqual(expect.arrayContaining(['sessionToken', 'member']));
    }
    expect(operation('/vendor/{code}/bet', 'post').requestBody?.content['application/json']?.schema.required).toEqual(
      expect.arrayContaining(['txId', 'roundId', 'gameCode', 'amount']),
    );
    expect(operation('/wps/payments/gateway/callback', 'post').security).toEqual([{ gatewaySignature: [] }]);
  });

  it('describes a signing rule that a vendor can follow to be accepted', async () => {
    const scheme = document.components.securitySchemes.vendorSignature;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header' });
    expect(scheme?.description).toMatch(/hex HMAC-SHA256 of the exact raw request body bytes/);
    const payload = JSON.stringify({ sessionToken: 'no-such-session-token-000', member: 'nobody' });
    const call = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: `/vendor/${liveVendor}/balance`,
        headers: { 'content-type': 'application/json', [scheme?.name ?? '']: signature },
        payload,
      });
    const signed = vendorAnswerSchema.parse((await call(createHmac('sha256', liveVendorSecret).update(payload).digest('hex'))).json());
    // Past the signature: the session is what is wrong now.
    expect(signed.status).toBe('SESSION_EXPIRED');
    const unsigned = vendorAnswerSchema.parse((await call('0'.repeat(64))).json());
    expect(unsigned.status).toBe('INVALID_SIGNATURE');
  });

  it('says which bodies are JWE and what they hold once decrypted', () => {
    for (const [path, method] of [
      ['/wps/session/login', 'post'],
      ['/wps/member/register', 'put'],
      ['/wps/member/password', 'post'],
      ['/wps/withdraw/requests', 'post'],
    ] as const) {
      const body = operation(path, method).requestBody?.content['application/json']?.schema;
      expect(body?.required, path).toEqual(['jwe']);
      expect(body?.properties?.jwe, path).toMatchObject({ type: 'string', contentMediaType: 'application/jose' });
      expect(body?.properties?.jwe?.contentSchema, path).toBeTypeOf('object');
      expect(String(body?.properties?.jwe?.description), path).toContain('RSA-OAEP-256 + A256GCM');
    }
    const register = operation('/wps/member/register', 'put').requestBody?.content['application/json']?.schema.properties?.jwe?.contentSchema;
    expect(JSON.stringify(register)).toContain('"username"');
  });

  it('documents the multipart forms with their image fields', () => {
    const deposit = operation('/wps/deposit/requests', 'post').requestBody?.content['multipart/form-data']?.schema;
    expect(deposit?.properties?.receipt).toMatchObject({ type: 'string', contentMediaType: 'image/png, image/jpeg' });
    expect(deposit?.required).toEqual(expect.arrayContaining(['channelId', 'amount']));
    const proofs = operation('/wps/withdraw/requests/{id}/not-received', 'post').requestBody?.content['multipart/form-data']?.schema;
    expect(proofs?.properties?.proof).toMatchObject({ type: 'array' });
  });
});

describe('the document generator', () => {
  const probeApp = async () => {
    const probe = Fastify({ logger: false });
    await installOpenApi(probe, loadConfig({}));
    return probe;
  };

  it('makes the document on its first request, once, not when the app starts', async () => {
    const probe = await probeApp();
    probe.get('/wps/probe', { config: access.public, schema: { description: 'A probe.' } }, async () => ({ ok: true }));
    const generate = vi.spyOn(probe, 'swagger');
    await probe.ready();
    expect(generate).not.toHaveBeenCalled();
    const first = await probe.inject({ method: 'GET', url: openApiPath });
    const second = await probe.inject({ method: 'GET', url: openApiPath });
    expect(generate).toHaveBeenCalledTimes(1);
    expect(second.body).toBe(first.body);
    expect(Object.keys(first.json<Document>().paths)).toContain('/wps/probe');
    await probe.close();
  });

  it('makes a signed route that documents no signed body stop the app from starting', async () => {
    const probe = await probeApp();
    expect(() => probe.post('/vendor/probe/bet', { config: access.signed }, async () => 'signed how?')).toThrow(
      /\/vendor\/probe\/bet is signed but documents no signed body/,
    );
    await probe.close();
  });
});
