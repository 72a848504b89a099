import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { pointsPaths } from '../../../src/contract/points.ts';
import { settingDefaults } from '../settings/defaults.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { launchFor } from '../games/test-support.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { gameOf, gamesCatalog, vendorCall, vendorEnv } from '../vendors/test-support.ts';
import { fund, signedInMember } from '../wallet/test-support.ts';
import { pointsOf } from './test-support.ts';

describe('points for settled bets', () => {
  let harness: TestApp;
  const app = () => harness.app;
  let counter = 0;
  const id = (prefix: string) => `${prefix}-${counter++}-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    harness = await createTestApp({ env: vendorEnv, catalog: await gamesCatalog() });
  });
  afterAll(() => harness?.close());

  /** A funded member playing HOUSE's slot (category RNG) or lottery (LOTT). */
  async function player(game: 'slot' | 'lotto' = 'slot') {
    const who = await signedInMember(app());
    await fund(app(), who.member.id, 1000_00n);
    const entry = houseCatalogue[game];
    const launched = await launchFor(app(), who.headers, gameOf(app().vendors.catalog, entry.vendor));
    const base = { sessionToken: launched.token, member: who.member.username, gameCode: entry.code };
    const call = (operation: 'bet' | 'win' | 'rollback', body: object) => vendorCall(app(), houseWalletVendor, operation, { ...base, ...body });
    return { who, call };
  }

  async function setRates(earnRates: Record<string, number>) {
    await app().settings.set('points', { ...settingDefaults.points, earnRates }, { actor: 'test', reason: 'rates for the test' });
  }

  it('carries the fractions of a point from bet to bet, so earnings add up exactly', async () => {
    const { who, call } = await player();
    const settle = async (amount: number) => {
      const roundId = id('r');
      expect(await call('bet', { txId: id('b'), roundId, amount })).toMatchObject({ status: 'OK' });
      expect(await call('win', { txId: id('w'), roundId, amount: 0 })).toMatchObject({ status: 'OK' });
      return pointsOf(app(), who.member.id);
    };
    await setRates({ RNG: 1.5, LOTT: 0 });
    expect(await settle(3.33)).toBe(4); // 4.995
    expect(await settle(0.66)).toBe(5); // 5.985
    await setRates({ RNG: 2.25, LOTT: 0 });
    expect(await settle(100)).toBe(230); // 230.985
    await setRates({ RNG: 1, LOTT: 0 });
    expect(await settle(0.99)).toBe(231); // 231.975
    expect(await settle(10)).toBe(241); // 241.975
  });

  it('half a point per 1.00 on bets of 1.00 earns a point every second bet, across categories', async () => {
    await setRates({ RNG: 0.5, LOTT: 1 });
    const { who, call } = await player();
    const lotto = await launchFor(app(), who.headers, gameOf(app().vendors.catalog, houseCatalogue.lotto.vendor));
    const settle = async (game: 'slot' | 'lotto') => {
      const roundId = id('r');
      const body = game === 'slot' ? {} : { sessionToken: lotto.token, gameCode: houseCatalogue.lotto.code };
      expect(await call('bet', { ...body, txId: id('b'), roundId, amount: 1 })).toMatchObject({ status: 'OK' });
      expect(await call('win', { ...body, txId: id('w'), roundId, amount: 0 })).toMatchObject({ status: 'OK' });
      return pointsOf(app(), who.member.id);
    };
    const seen: number[] = [];
    for (let bet = 0; bet < 9; bet += 1) seen.push(await settle('slot'));
    expect(seen).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
    // The half point left over joins a lottery bet's whole point.
    expect(await settle('lotto')).toBe(5);
    expect(await settle('slot')).toBe(6);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('credits a settled bet once, at its category rate, with the win in one transaction', async () => {
    await setRates({ RNG: 2.5, LOTT: 0 });
    const { who, call } = await player();
    const roundId = id('r');
    expect(await call('bet', { txId: id('b'), roundId, amount: 10 })).toMatchObject({ status: 'OK' });
    expect(await pointsOf(app(), who.member.id)).toBe(0);
    const winTx = id('w');
    expect(await call('win', { txId: winTx, roundId, amount: 0 })).toMatchObject({ status: 'OK' });
    expect(await pointsOf(app(), who.member.id)).toBe(25);
    // The same win again, and a second payout for the settled round: the bet has earned already.
    expect(await call('win', { txId: winTx, roundId, amount: 0 })).toMatchObject({ status: 'OK' });
    expect(await call('win', { txId: id('w'), roundId, amount: 5 })).toMatchObject({ status: 'OK' });
    expect(await pointsOf(app(), who.member.id)).toBe(25);

    // The record names the bet's game in the reader's language.
    const reels = gameOf(app().vendors.catalog, houseCatalogue.slot.vendor).name;
    for (const [language, remark] of [
      ['en', `Bet on ${reels.en}`],
      ['tl', `Taya sa ${reels.tl}`],
    ] as const) {
      const record = await app().inject({ method: 'GET', url: pointsPaths.transactions, headers: { ...who.headers, language } });
      expect(record.json().value).toMatchObject({ total: 1, items: [{ type: 'points-earn', points: 25, balanceAfter: 25, remark }] });
    }
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('earns nothing in a category without a rate', async () => {
    await setRates({ RNG: 1 });
    const { who, call } = await player('lotto');
    const roundId = id('r');
    await call('bet', { txId: id('b'), roundId, amount: 20 });
    expect(await call('win', { txId: id('w'), roundId, amount: 40 })).toMatchObject({ status: 'OK' });
    expect(await pointsOf(app(), who.member.id)).toBe(0);
  });

  it('a rolled-back bet earns nothing, even when a win for its round comes later', async () => {
    await setRates({ RNG: 1 });
    const { who, call } = await player();
    const roundId = id('r');
    const betTx = id('b');
    await call('bet', { txId: betTx, roundId, amount: 30 });
    expect(await call('rollback', { txId: id('x'), betTxId: betTx, roundId })).toMatchObject({ status: 'OK', balance: 1000 });
    expect(await call('win', { txId: id('w'), roundId, amount: 60 })).toMatchObject({ status: 'NOT_FOUND' });
    expect(await pointsOf(app(), who.member.id)).toBe(0);
  });

  it('a settled bet cannot be rolled back, so its money and its points both stay', async () => {
    await setRates({ RNG: 1 });
    const { who, call } = await player();
    const roundId = id('r');
    const betTx = id('b');
    await call('bet', { txId: betTx, roundId, amount: 40 });
    await call('win', { txId: id('w'), roundId, amount: 0 });
    expect(await pointsOf(app(), who.member.id)).toBe(40);
    expect(await call('rollback', { txId: id('x'), betTxId: betTx, roundId })).toMatchObject({ status: 'BET_SETTLED', balance: 960 });
    expect(await pointsOf(app(), who.member.id)).toBe(40);
  });

  it('settles every bet of a round: each earns by its own stake, the fractions carried', async () => {
    await setRates({ RNG: 1 });
    const { who, call } = await player();
    const roundId = id('r');
    await call('bet', { txId: id('b'), roundId, amount: 12.5 });
    await call('bet', { txId: id('b'), roundId, amount: 7.99 });
    await call('win', { txId: id('w'), roundId, amount: 30 });
    // 12.5 and 7.99 points: 12, then 8 with the half point carried, and 0.49 left for the next bet.
    expect(await pointsOf(app(), who.member.id)).toBe(20);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('play money of a trial account earns no points, and the points calls refuse the trial', async () => {
    await setRates({ RNG: 1 });
    const trial = await signedInMember(app(), { type: 4 });
    const launched = await launchFor(app(), trial.headers, gameOf(app().vendors.catalog, houseCatalogue.slot.vendor));
    const base = { sessionToken: launched.token, member: trial.member.username, gameCode: houseCatalogue.slot.code };
    await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: id('b'), roundId: 'trial-round', amount: 50 });
    expect(await vendorCall(app(), houseWalletVendor, 'win', { ...base, txId: id('w'), roundId: 'trial-round', amount: 0 })).toMatchObject({ status: 'OK' });
    expect(await pointsOf(app(), trial.member.id)).toBe(0);
    const refused = await app().inject({ method: 'GET', url: pointsPaths.balance, headers: trial.headers });
    expect(refused.json()).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
  });
});
