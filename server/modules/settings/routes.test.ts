import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { actionListSchema, settingEntrySchema, settingListSchema, settingKeys } from '../../../src/contract/operator.ts';
import { databaseNow } from '../../test/db-time.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';

const token = 'ops-token-for-the-test-suite-42';

describe('operator API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog(), env: { OPS_TOKEN: token } });
  });
  afterAll(() => t?.close());

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-token-at-all-xxxxx' }],
    ['a token of another scheme', { authorization: `Basic ${token}` }],
  ])('refuses %s with 401', async (_label, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/ops/settings', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('refuses a change without a valid token and records nothing', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/ops/settings/maintenance', payload: { value: true, reason: 'no token' } });
    expect(response.statusCode).toBe(401);
    expect(await t.app.settings.actions(10)).toEqual([]);
    expect(await t.app.settings.get('maintenance')).toBe(false);
  });

  const auth = { authorization: `Bearer ${token}` };

  it('lists every setting', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ops/settings', headers: auth });
    const entries = successSchema(settingListSchema).parse(response.json()).value;
    expect(entries.map((entry) => entry.key)).toEqual(settingKeys);
  });

  it('changes a setting, answers the new value and records who, when and why', async () => {
    const before = await databaseNow(t.app.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/imageCDNs',
      headers: auth,
      payload: { value: ['https://img.cdn.example'], reason: 'move images to the CDN', actor: 'alice' },
    });
    expect(response.statusCode).toBe(200);
    expect(successSchema(settingEntrySchema).parse(response.json()).value).toMatchObject({
      key: 'imageCDNs',
      value: ['https://img.cdn.example'],
      updatedBy: 'token:alice',
    });

    const read = await t.app.inject({ method: 'GET', url: '/ops/settings/imageCDNs', headers: auth });
    expect(successSchema(settingEntrySchema).parse(read.json()).value.value).toEqual(['https://img.cdn.example']);

    const log = await t.app.inject({ method: 'GET', url: '/ops/actions?limit=1', headers: auth });
    const [action] = successSchema(actionListSchema).parse(log.json()).value;
    expect(action).toMatchObject({
      actor: 'token:alice',
      action: 'setting.set',
      target: 'imageCDNs',
      before: [],
      after: ['https://img.cdn.example'],
      reason: 'move images to the CDN',
    });
    const at = Date.parse(action?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before.getTime());
    expect(at).toBeLessThanOrEqual((await databaseNow(t.app.db)).getTime());
  });

  it('refuses a value that does not fit the key and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/restrictedIpRanges',
      headers: auth,
      payload: { value: ['10.0.0.0/99'], reason: 'bad range' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'value.0': expect.any(String) } });
    expect(await t.app.settings.get('restrictedIpRanges')).toEqual([]);
  });

  it('caps the audit log query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ops/actions?limit=100000', headers: auth });
    expect(response.statusCode).toBe(400);
  });
});

describe('operator API without OPS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  it('takes no bearer token: only staff sessions reach it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ops/settings', headers: { authorization: 'Bearer anything-at-all-here-123' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });
});
