import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '../../src/contract/envelope.ts';
import { catalogues } from '../../src/i18n/translate.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { fixtureCatalog } from '../test/fixtures.ts';
import { AppError } from './envelope.ts';
import { installErrorHandling } from './errors.ts';

const token = 'test-operator-token-0123456789';
const auth = { authorization: `Bearer ${token}` };

describe('failures on the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog(), env: { OPS_TOKEN: token } });
  });
  afterAll(() => t?.close());

  const failure = (body: unknown) => failureSchema.parse(body);

  it.each(['en', 'pt', 'tl'] as const)('translates messages into the Language header (%s)', async (locale) => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/does-not-exist', headers: { language: locale } });
    expect(response.statusCode).toBe(404);
    expect(failure(response.json())).toEqual({ success: false, code: 'NOT_FOUND', message: catalogues[locale]['error.NOT_FOUND'] });
  });

  it('falls back to the lang query, then English', async () => {
    const byQuery = await t.app.inject({ method: 'GET', url: '/lgw/nothing?lang=pt' });
    expect(failure(byQuery.json()).message).toBe(catalogues.pt['error.NOT_FOUND']);
    const unknown = await t.app.inject({ method: 'GET', url: '/lgw/nothing', headers: { language: 'xx' } });
    expect(failure(unknown.json()).message).toBe(catalogues.en['error.NOT_FOUND']);
  });

  it('answers bad query values with translated field messages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/lgw/games/vendor_list?platform=flash', headers: { language: 'pt' } });
    expect(response.statusCode).toBe(400);
    const body = failure(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({ platform: catalogues.pt['validation.choice'] });
  });

  it('refuses a help center device it does not know', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?device=TV' });
    expect(response.statusCode).toBe(400);
    expect(failure(response.json()).fields).toHaveProperty('device');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/maintenance',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"value": tru',
    });
    expect(response.statusCode).toBe(400);
    expect(failure(response.json()).code).toBe('MALFORMED_REQUEST');
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/maintenance',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(failure(response.json()).code).toBe('MALFORMED_REQUEST');
  });

  it.each(['text/plain', 'application/xml', 'application/x-www-form-urlencoded'])('answers a %s body with 415', async (type) => {
    const response = await t.app.inject({ method: 'PUT', url: '/ops/settings/maintenance', headers: { ...auth, 'content-type': type }, payload: 'value=true' });
    expect(response.statusCode).toBe(415);
    expect(failure(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const payload = JSON.stringify({ value: true, reason: 'x'.repeat(2 * 1024 * 1024) });
    const response = await t.app.inject({ method: 'PUT', url: '/ops/settings/maintenance', headers: { ...auth, 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(413);
    expect(failure(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers body fields of the wrong shape with 400 and per-field messages', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/ops/settings/maintenance', headers: auth, payload: { value: 'yes', reason: 'no' } });
    expect(response.statusCode).toBe(400);
    const body = failure(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields?.reason).toBe(catalogues.en['validation.tooShort'].replace('{{min}}', '3'));
  });

  it('answers a JSON array or a missing field instead of an object with 400', async () => {
    const array = await t.app.inject({ method: 'PUT', url: '/ops/settings/maintenance', headers: auth, payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'PUT', url: '/ops/settings/maintenance', headers: auth, payload: { value: true } });
    expect(failure(missing.json()).fields).toEqual({ reason: catalogues.en['validation.required'] });
  });

  it('answers an unknown setting key with 400 and a bad URL with 400', async () => {
    const unknownKey = await t.app.inject({ method: 'GET', url: '/ops/settings/bogus', headers: auth });
    expect(unknownKey.statusCode).toBe(400);
    const badUrl = await t.app.inject({ method: 'GET', url: '/wps/system/status?url=%E0%A4%A' });
    expect(badUrl.statusCode).toBeLessThan(500);
  });
});

describe('the central error handler', () => {
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/rule', async () => {
    throw new AppError('RULE_BROKEN', { captcha: true });
  });
  afterAll(() => app.close());

  it('hides the internals of a fault behind a generic translated 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom', headers: { language: 'tl' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'INTERNAL', message: catalogues.tl['error.INTERNAL'] });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers an AppError with its code, status and captcha flag', async () => {
    const response = await app.inject({ method: 'GET', url: '/rule' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'RULE_BROKEN', captcha: true });
  });
});

describe('text the database cannot store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog(), env: { OPS_TOKEN: token } });
  });
  afterAll(() => t?.close());

  it('answers a NUL character in a path parameter with 400, not 500 (found by the fuzz test)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ops/members/by-username/%00', headers: auth });
    expect(response.statusCode).toBe(400);
    // Refused at the edge (well-formed-text.ts) before the database sees it, naming the parameter.
    expect(failureSchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_FAILED', fields: { username: expect.any(String) } });
  });

  it('answers a NUL character in a JSON body with 400, and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/maintenance',
      headers: auth,
      payload: { value: true, reason: 'db\u0000upgrade' },
    });
    expect(response.statusCode).toBe(400);
    expect(failureSchema.parse(response.json())).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: expect.any(String) } });
    expect(await t.app.settings.get('maintenance')).toBe(false);
  });
});
