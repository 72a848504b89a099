import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { licencePath, licenceSchema } from '../../../src/contract/licence.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';

const token = 'ops-token-for-licence-tests-0123456789';
const auth = { authorization: `Bearer ${token}` };

describe(`the operator's gaming licence on ${testDatabaseKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPS_TOKEN: token } });
  });
  afterAll(() => t?.close());

  const publicLicence = async () => {
    const response = await t.app.inject({ method: 'GET', url: licencePath });
    expect(response.statusCode).toBe(200);
    return successSchema(licenceSchema).parse(response.json()).value;
  };
  const set = (value: unknown) =>
    t.app.inject({ method: 'PUT', url: '/ops/settings/licence', headers: auth, payload: { value, reason: 'the licence was granted', actor: 'ops' } });

  it('names no licence until the operator enters one', async () => {
    expect(await publicLicence()).toEqual({ number: '', url: null });
  });

  it('serves to anyone the number and page the operator enters, and refuses a page that is not https', async () => {
    expect((await set({ number: ' GLI-2026-0042 ', url: 'https://regulator.example.gov/licences/0042' })).statusCode).toBe(200);
    expect(await publicLicence()).toEqual({ number: 'GLI-2026-0042', url: 'https://regulator.example.gov/licences/0042' });
    expect((await set({ number: 'GLI-2026-0042', url: 'http://regulator.example.gov/licences/0042' })).statusCode).toBe(400);
    expect((await publicLicence()).url).toBe('https://regulator.example.gov/licences/0042');
    expect((await set({ number: '', url: null })).statusCode).toBe(200);
    expect(await publicLicence()).toEqual({ number: '', url: null });
  });
});
