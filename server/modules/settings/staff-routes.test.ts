import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { settingEntrySchema, settingHistorySchema, settingListSchema, settingsPaths } from '../../../src/contract/operator.ts';
import { statusSchema } from '../../../src/contract/system.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { signedInStaff } from '../staff/test-support.ts';

const at = (path: string, key: string) => path.replace(':key', key);

describe('settings from the back office: reasons, history, the risk desk’s region blocks and marketing’s points, referral and VIP', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let risk: Record<string, string>;
  let marketing: Record<string, string>;
  let support: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog(), seed: false, env: { COUNTRY_HEADER: 'cf-ipcountry' } });
    admin = (await signedInStaff(t.app, ['admin'])).headers;
    risk = (await signedInStaff(t.app, ['risk'])).headers;
    marketing = (await signedInStaff(t.app, ['marketing'])).headers;
    support = (await signedInStaff(t.app, ['support'])).headers;
  });
  afterAll(() => t?.close());

  const put = (url: string, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const status = async (headers: Record<string, string> = {}) =>
    successSchema(statusSchema).parse((await t.app.inject({ method: 'GET', url: '/wps/system/status', headers })).json()).value;

  it('keeps every change of a key with the value it replaced, who made it and why, newest first', async () => {
    expect((await put(at(settingsPaths.one, 'maintenance'), admin, { value: true, reason: 'database upgrade' })).statusCode).toBe(200);
    expect((await status()).maintenance).toBe(true);
    expect((await put(at(settingsPaths.one, 'maintenance'), admin, { value: false, reason: 'upgrade done' })).statusCode).toBe(200);
    expect((await status()).maintenance).toBe(false);

    const response = await get(`${at(settingsPaths.history, 'maintenance')}?limit=5`, admin);
    expect(response.statusCode).toBe(200);
    const history = successSchema(settingHistorySchema).parse(response.json()).value;
    expect(history.map(({ before, after, reason }) => ({ before, after, reason }))).toEqual([
      { before: true, after: false, reason: 'upgrade done' },
      { before: false, after: true, reason: 'database upgrade' },
    ]);
    expect(new Set(history.map((change) => change.actor)).size).toBe(1);
    expect(history[0]?.actor).toMatch(/^staff\d+admin$/);
    // Other keys' changes are not this key's history.
    const other = successSchema(settingHistorySchema).parse((await get(at(settingsPaths.history, 'currency'), admin)).json()).value;
    expect(other).toEqual([]);
  });

  it('refuses a change without a reason, or with a value the key’s schema refuses, and records nothing', async () => {
    const noReason = await put(at(settingsPaths.one, 'withdrawalLimits'), admin, { value: { min: 100, max: 50, dailyCount: 5 }, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: expect.any(String) } });
    const badValue = await put(at(settingsPaths.one, 'currency'), admin, { value: { code: 'peso', symbol: '₱', decimals: 2 }, reason: 'wrong code' });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'value.code': expect.any(String) } });
    for (const key of ['withdrawalLimits', 'currency']) {
      expect(successSchema(settingHistorySchema).parse((await get(at(settingsPaths.history, key), admin)).json()).value).toEqual([]);
    }
  });

  it('lets the risk desk block a country, which refuses its visitors at once, and shows it the blocks’ history', async () => {
    const blocks = successSchema(settingListSchema).parse((await get(settingsPaths.regions, risk)).json()).value;
    expect(blocks.map((entry) => entry.key)).toEqual(['restrictedCountries', 'restrictedIpRanges']);

    const response = await put(at(settingsPaths.region, 'restrictedCountries'), risk, { value: ['kr'], reason: 'licence terms' });
    expect(response.statusCode).toBe(200);
    expect(successSchema(settingEntrySchema).parse(response.json()).value).toMatchObject({ key: 'restrictedCountries', value: ['KR'] });
    expect((await status({ 'cf-ipcountry': 'KR' })).regionRestriction).toBe(true);
    expect((await status({ 'cf-ipcountry': 'PH' })).regionRestriction).toBe(false);

    const ranges = await put(at(settingsPaths.region, 'restrictedIpRanges'), risk, { value: ['203.0.113.0/24'], reason: 'abuse from this range' });
    expect(ranges.statusCode).toBe(200);

    const history = successSchema(settingHistorySchema).parse((await get(at(settingsPaths.regionHistory, 'restrictedCountries'), risk)).json()).value;
    expect(history).toMatchObject([{ before: [], after: ['KR'], reason: 'licence terms' }]);
  });

  it('keeps maintenance and every other setting from the risk desk', async () => {
    expect((await put(at(settingsPaths.one, 'maintenance'), risk, { value: true, reason: 'not mine to do' })).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(settingsPaths.list, risk)).statusCode).toBe(403);
    expect((await get(at(settingsPaths.history, 'maintenance'), risk)).statusCode).toBe(403);
    // The region routes take the two region keys only.
    const sideDoor = await put(at(settingsPaths.region, 'maintenance'), risk, { value: true, reason: 'through the side door' });
    expect(sideDoor.statusCode).toBe(400);
    expect((await get(at(settingsPaths.regionHistory, 'maintenance'), risk)).statusCode).toBe(400);
    expect(await t.app.settings.get('maintenance')).toBe(false);
    expect((await status()).maintenance).toBe(false);
  });

  it('keeps the region blocks from roles without the region permission, and lets admin change them too', async () => {
    expect((await put(at(settingsPaths.region, 'restrictedCountries'), marketing, { value: ['US'], reason: 'not my desk' })).statusCode).toBe(403);
    expect((await get(settingsPaths.regions, marketing)).statusCode).toBe(403);
    expect(await t.app.settings.get('restrictedCountries')).toEqual(['KR']);
    expect((await put(at(settingsPaths.region, 'restrictedCountries'), admin, { value: [], reason: 'terms lifted' })).statusCode).toBe(200);
    expect((await status({ 'cf-ipcountry': 'KR' })).regionRestriction).toBe(false);
  });

  it('lets marketing change the points mall, invite friends and VIP with a reason, and shows it their history', async () => {
    const listed = successSchema(settingListSchema).parse((await get(settingsPaths.contents, marketing)).json()).value;
    expect(listed.map((entry) => entry.key)).toEqual(['points', 'referral', 'vip']);
    const current = Object.fromEntries(listed.map((entry) => [entry.key, entry.value])) as Record<string, Record<string, unknown>>;

    const points = { ...current.points, conversion: { amountPerPoint: 0.02, minimumPoints: 50 } };
    const pointsChange = await put(at(settingsPaths.content, 'points'), marketing, { value: points, reason: 'double value week' });
    expect(pointsChange.statusCode).toBe(200);
    expect(successSchema(settingEntrySchema).parse(pointsChange.json()).value).toMatchObject({ key: 'points', value: points });
    expect(await t.app.settings.get('points')).toEqual(points);

    const referral = { ...current.referral, firstDepositReward: 150 };
    expect((await put(at(settingsPaths.content, 'referral'), marketing, { value: referral, reason: 'summer drive' })).statusCode).toBe(200);
    const vip = { ...current.vip, claimDays: 14 };
    expect((await put(at(settingsPaths.content, 'vip'), marketing, { value: vip, reason: 'shorter claim window' })).statusCode).toBe(200);
    expect(await t.app.settings.get('vip')).toEqual(vip);

    const one = successSchema(settingEntrySchema).parse((await get(at(settingsPaths.content, 'referral'), marketing)).json()).value;
    expect(one).toMatchObject({ key: 'referral', value: referral, updatedBy: expect.stringMatching(/^staff\d+marketing$/) });
    const history = successSchema(settingHistorySchema).parse((await get(at(settingsPaths.contentHistory, 'points'), marketing)).json()).value;
    expect(history).toMatchObject([
      { before: current.points, after: points, reason: 'double value week', actor: expect.stringMatching(/^staff\d+marketing$/) },
    ]);
    // The same change is on the admin's history of the key: one log, whichever route wrote it.
    expect(successSchema(settingHistorySchema).parse((await get(at(settingsPaths.history, 'points'), admin)).json()).value).toEqual(history);
  });

  it('asks marketing for a reason and a value the key’s schema takes, and records nothing otherwise', async () => {
    const before = await t.app.settings.get('vip');
    const noReason = await put(at(settingsPaths.content, 'vip'), marketing, { value: { ...before, periodDays: 30 }, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: expect.any(String) } });
    const badValue = await put(at(settingsPaths.content, 'vip'), marketing, { value: { ...before, periodDays: 0 }, reason: 'no period' });
    expect(badValue.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'value.periodDays': expect.any(String) } });
    expect(await t.app.settings.get('vip')).toEqual(before);
    expect(successSchema(settingHistorySchema).parse((await get(at(settingsPaths.contentHistory, 'vip'), marketing)).json()).value).toHaveLength(1);
  });

  it('keeps every other setting from marketing, and the content settings from roles without the content permission', async () => {
    // The content routes take the three content keys only.
    const sideDoor = await put(at(settingsPaths.content, 'maintenance'), marketing, { value: true, reason: 'through the side door' });
    expect(sideDoor.statusCode).toBe(400);
    expect((await get(at(settingsPaths.content, 'currency'), marketing)).statusCode).toBe(400);
    expect((await get(at(settingsPaths.contentHistory, 'restrictedCountries'), marketing)).statusCode).toBe(400);
    // The settings routes are admin's, even for the content keys.
    expect((await put(at(settingsPaths.one, 'points'), marketing, { value: await t.app.settings.get('points'), reason: 'wrong door' })).statusCode).toBe(403);
    expect((await put(at(settingsPaths.one, 'maintenance'), marketing, { value: true, reason: 'not mine to do' })).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(settingsPaths.list, marketing)).statusCode).toBe(403);
    expect((await get(at(settingsPaths.one, 'referral'), marketing)).statusCode).toBe(403);
    expect((await get(at(settingsPaths.history, 'vip'), marketing)).statusCode).toBe(403);
    expect(await t.app.settings.get('maintenance')).toBe(false);

    const vip = await t.app.settings.get('vip');
    for (const headers of [risk, support]) {
      expect((await get(settingsPaths.contents, headers)).statusCode).toBe(403);
      expect((await get(at(settingsPaths.content, 'vip'), headers)).statusCode).toBe(403);
      expect((await put(at(settingsPaths.content, 'vip'), headers, { value: { ...vip, enabled: false }, reason: 'not my desk' })).statusCode).toBe(403);
      expect((await get(at(settingsPaths.contentHistory, 'vip'), headers)).statusCode).toBe(403);
    }
    expect(await t.app.settings.get('vip')).toEqual(vip);
    // Admin holds every permission, the content one included.
    expect((await put(at(settingsPaths.content, 'vip'), admin, { value: { ...vip, enabled: false }, reason: 'VIP paused' })).statusCode).toBe(200);
    expect((await get(settingsPaths.contents, admin)).statusCode).toBe(200);
  });
});
