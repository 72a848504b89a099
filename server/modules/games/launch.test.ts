import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema, successSchema } from '../../../src/contract/envelope.ts';
import { gamePaths, lotteryLaunchValueSchema } from '../../../src/contract/games.ts';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fund, signedInMember } from '../wallet/test-support.ts';
import { gameOf, gamesCatalog, liveVendor, offVendor, vendorCall, vendorEnv } from '../vendors/test-support.ts';
import { pickOrigins } from './launch.ts';
import { launchFor } from './test-support.ts';

describe('game launch', () => {
  let harness: TestApp;
  const app = () => harness.app;
  const game = (vendor: string) => gameOf(app().vendors.catalog, vendor);
  const slot = () => game(houseCatalogue.slot.vendor);

  beforeAll(async () => {
    harness = await createTestApp({ env: vendorEnv, catalog: await gamesCatalog() });
  });
  afterAll(() => harness?.close());

  async function refusal(headers: Record<string, string>, payload: Record<string, unknown>) {
    const response = await app().inject({ method: 'POST', url: gamePaths.launch, headers, payload });
    return { status: response.statusCode, code: failureSchema.parse(response.json()).code };
  }

  it('a guest is told to log in', async () => {
    expect(await refusal({}, { gameId: slot().code, nodeId: slot().id })).toEqual({ status: 401, code: 'NOT_LOGGED_IN' });
  });

  it('a member launches HOUSE on our own page and a live vendor on its base, with real money', async () => {
    const who = await signedInMember(app());
    const house = await launchFor(app(), who.headers, slot());
    // The token rides in the fragment only: no request, log or history entry of the query carries it.
    expect(house.game_url).toMatch(/^\/house\/slot\?lang=en#session=[\w-]{40,}$/);
    expect(house.game_url.split('#')[0]).not.toContain(house.token);
    expect(house).toMatchObject({ accountType: 1, vendor: houseCatalogue.slot.vendor, gameCode: houseCatalogue.slot.code });
    const outside = await launchFor(app(), { ...who.headers, language: 'pt' }, game(liveVendor));
    expect(outside.game_url).toMatch(/^https:\/\/games\.ds88\.example\/launch\?game=.+&token=.+&player=.+&lang=pt$/);
  });

  it('a trial account plays HOUSE with play money and is refused a real-money vendor', async () => {
    const trial = await signedInMember(app(), { type: 4 });
    const launched = await launchFor(app(), trial.headers, slot());
    expect(launched.accountType).toBe(0);
    const base = { sessionToken: launched.token, member: trial.member.username };
    expect(await vendorCall(app(), houseWalletVendor, 'balance', base)).toMatchObject({ status: 'OK', balance: 2000, currency: 'PLAY' });
    await vendorCall(app(), houseWalletVendor, 'bet', {
      ...base,
      txId: `t-${trial.member.id}`,
      roundId: 'r1',
      gameCode: houseCatalogue.slot.code,
      amount: 2000,
    });
    // An emptied play wallet is filled again on the next launch; real money never appears.
    const again = await launchFor(app(), trial.headers, slot());
    expect(await vendorCall(app(), houseWalletVendor, 'balance', { ...base, sessionToken: again.token })).toMatchObject({ balance: 2000 });
    const real = await app().inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: trial.headers });
    expect(real.json()).toMatchObject({ success: true, value: { sumBalance: 0 } });
    expect(await refusal(trial.headers, { gameId: game(liveVendor).code, nodeId: game(liveVendor).id })).toEqual({ status: 403, code: 'TRIAL_ACCOUNT' });
  });

  it('a member may ask for play money on HOUSE only', async () => {
    const who = await signedInMember(app());
    await fund(app(), who.member.id, 10_00n);
    const launched = await launchFor(app(), who.headers, slot(), { accountType: 0 });
    expect(await vendorCall(app(), houseWalletVendor, 'balance', { sessionToken: launched.token, member: who.member.username })).toMatchObject({
      balance: 2000,
      currency: 'PLAY',
    });
    expect(await refusal(who.headers, { gameId: game(liveVendor).code, nodeId: game(liveVendor).id, accountType: 0 })).toEqual({
      status: 422,
      code: 'RULE_BROKEN',
    });
  });

  it('refuses an unknown game, a vendor that is off, a malformed request and launches in maintenance', async () => {
    const who = await signedInMember(app());
    expect(await refusal(who.headers, { gameId: 'nope', nodeId: '123456789' })).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await refusal(who.headers, { gameId: 'other-code', nodeId: slot().id })).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await refusal(who.headers, { gameId: game(offVendor).code, nodeId: game(offVendor).id })).toEqual({ status: 403, code: 'FEATURE_DISABLED' });
    expect(await refusal(who.headers, { nodeId: slot().id })).toMatchObject({ status: 400 });
    await app().settings.set('maintenance', true, { actor: 'test', reason: 'maintenance launch test' });
    try {
      expect(await refusal(who.headers, { gameId: slot().code, nodeId: slot().id })).toEqual({ status: 503, code: 'MAINTENANCE' });
    } finally {
      await app().settings.set('maintenance', false, { actor: 'test', reason: 'maintenance launch test done' });
    }
  });

  it('uses the launch CDNs, the lottery launch answers gameUrl, and a card room by GET answers content', async () => {
    const who = await signedInMember(app());
    await app().settings.set('launchGameCDNs', ['https://cdn1.example/', 'https://cdn2.example'], { actor: 'test', reason: 'cdn launch test' });
    try {
      const launched = await launchFor(app(), who.headers, slot());
      const origins = [new URL(launched.game_url).origin, new URL(launched.game_url2 ?? '').origin].sort();
      expect(origins).toEqual(['https://cdn1.example', 'https://cdn2.example']);
    } finally {
      await app().settings.set('launchGameCDNs', [], { actor: 'test', reason: 'cdn launch test done' });
    }
    const lottery = await app().inject({
      method: 'POST',
      url: gamePaths.launch,
      headers: who.headers,
      payload: { device: 'WEB', lottoArea: 'VN', lottoPrizeMode: 'Elott', launchMode: 'LOTT', language: 'tl', lottoView: 'betting' },
    });
    expect(successSchema(lotteryLaunchValueSchema).parse(lottery.json()).value.gameUrl).toMatch(/^\/house\/lotto\?lang=tl&view=betting#session=[\w-]{40,}$/);
    const room = await app().inject({ method: 'GET', url: `${gamePaths.launch}?roomId=7&nodeId=${slot().id}`, headers: who.headers });
    expect(room.json()).toMatchObject({ success: true, value: { content: expect.stringContaining('room=7') } });
  });

  it('picks two different CDNs', () => {
    expect(pickOrigins([])).toEqual(['', undefined]);
    expect(pickOrigins(['https://a/'])).toEqual(['https://a', undefined]);
    expect(pickOrigins(['a', 'b', 'c'], () => 0.99)).toEqual(['c', 'b']);
  });
});
