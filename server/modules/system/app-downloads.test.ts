import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDownloadsPath, appDownloadsSchema } from '../../../src/contract/app-downloads.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';

const token = 'ops-token-for-app-download-tests-0123';
const auth = { authorization: `Bearer ${token}` };

describe(`the operator's app links on ${testDatabaseKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPS_TOKEN: token } });
  });
  afterAll(() => t?.close());

  const publicLinks = async () => {
    const response = await t.app.inject({ method: 'GET', url: appDownloadsPath });
    expect(response.statusCode).toBe(200);
    return successSchema(appDownloadsSchema).parse(response.json()).value;
  };

  it('publishes no link until the operator sets one', async () => {
    expect(await publicLinks()).toEqual({ ios: null, android: null, mobileconfig: null });
  });

  it('serves to anyone the links the operator sets, and takes one back with null', async () => {
    const set = (value: unknown) =>
      t.app.inject({ method: 'PUT', url: '/ops/settings/appDownloads', headers: auth, payload: { value, reason: 'publish the app', actor: 'ops' } });
    expect((await set({ ios: null, android: 'https://apps.example.org/tala.apk', mobileconfig: null })).statusCode).toBe(200);
    expect(await publicLinks()).toEqual({ ios: null, android: 'https://apps.example.org/tala.apk', mobileconfig: null });
    expect((await set({ ios: null, android: null, mobileconfig: null })).statusCode).toBe(200);
    expect((await publicLinks()).android).toBeNull();
  });

  it('refuses a link that is not https, leaving the links as they were', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/ops/settings/appDownloads',
      headers: auth,
      payload: { value: { ios: 'http://apps.example.org/tala.ipa', android: null, mobileconfig: null }, reason: 'plain http', actor: 'ops' },
    });
    expect(response.statusCode).toBe(400);
    expect((await publicLinks()).ios).toBeNull();
  });
});
