import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseCatalogue, houseWalletVendor } from '../../../src/contract/house.ts';
import { launchFor } from '../games/test-support.ts';
import { gameOf, gamesCatalog, vendorCall, vendorEnv } from '../vendors/test-support.ts';
import { pointsRedemption } from '../../db/schema.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { balances, player, type Player } from '../payments/test-support.ts';
import { convertAs, givePoints, pointsOf, redeemAs, rewardItem, stockOf } from './test-support.ts';

/** PGlite runs one transaction at a time: locking is only proven on a real PostgreSQL. */
describe.skipIf(testDatabaseKind !== 'postgres')('concurrent points on PostgreSQL', () => {
  let test: TestApp;
  const app = () => test.app;
  /** 50 members with a payment password and 100 points each: made before the race, which is all the test times. */
  let crowd: Player[] = [];

  beforeAll(async () => {
    test = await createTestApp({ env: vendorEnv, catalog: await gamesCatalog() });
    crowd = await Promise.all(Array.from({ length: 50 }, () => player(test.app)));
    for (const who of crowd) await givePoints(test.app, who.id, 100);
  });
  afterAll(() => test?.close());

  it('50 concurrent redemptions of an item with stock 10: exactly 10 succeed, the stock ends at 0', async () => {
    const item = await rewardItem(app(), { points: 100, stock: 10 });
    const members = crowd;
    const answers = await Promise.all(members.map((who) => redeemAs(app(), who, { itemId: item.id })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.json().code === 'OUT_OF_STOCK')).toHaveLength(40);
    expect(await stockOf(app(), item.id)).toBe(0);
    const [rows] = await app().db.select({ total: count() }).from(pointsRedemption).where(eq(pointsRedemption.rewardId, item.id));
    expect(rows?.total).toBe(10);
    const spent = await Promise.all(members.map((who) => pointsOf(app(), who.id)));
    expect(spent.filter((points) => points === 0)).toHaveLength(10);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('one member converting the same points 20 times at once converts them once', async () => {
    const who = await player(app());
    await givePoints(app(), who.id, 1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => convertAs(app(), who, { points: 600 })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'INSUFFICIENT_POINTS')).toHaveLength(19);
    expect(await pointsOf(app(), who.id)).toBe(400);
    expect((await balances(app(), who.id)).main).toBe(6_00n);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('wins earning points while the member converts points never wait on each other', async () => {
    const who = await player(app(), { funds: 100 });
    await givePoints(app(), who.id, 2000);
    const launched = await launchFor(app(), who.headers, gameOf(app().vendors.catalog, houseCatalogue.slot.vendor));
    const base = { sessionToken: launched.token, member: who.username, gameCode: houseCatalogue.slot.code };
    const rounds = Array.from({ length: 20 }, (_, index) => `mix-${index}`);
    for (const round of rounds) await vendorCall(app(), houseWalletVendor, 'bet', { ...base, txId: `${round}-bet`, roundId: round, amount: 2 });
    // Settlements lock points then money; conversions do the same, so 20 wins and 10 conversions at once all finish.
    const wins = rounds.map((round) => vendorCall(app(), houseWalletVendor, 'win', { ...base, txId: `${round}-win`, roundId: round, amount: 1 }));
    const conversions = Array.from({ length: 10 }, () => convertAs(app(), who, { points: 100 }));
    const [winAnswers, convertAnswers] = await Promise.all([Promise.all(wins), Promise.all(conversions)]);
    expect(winAnswers.every((answer) => answer.status === 'OK')).toBe(true);
    expect(convertAnswers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    // 2000 given + 20 bets of 2.00 at 1 point per 1.00 - 10 conversions of 100.
    expect(await pointsOf(app(), who.id)).toBe(2000 + 40 - 1000);
    expect((await balances(app(), who.id)).main).toBe(100_00n - 40_00n + 20_00n + 10_00n);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });
});
