import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsRedemption } from '../../db/schema.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { balances, player } from '../payments/test-support.ts';
import { convertAs, givePoints, pointsOf, redeemAs, rewardItem, stockOf } from './test-support.ts';

/** PGlite runs one transaction at a time: locking is only proven on a real PostgreSQL. */
describe.skipIf(testDatabaseKind !== 'postgres')('concurrent points on PostgreSQL', () => {
  let test: TestApp;
  const app = () => test.app;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test?.close());

  it('50 concurrent redemptions of an item with stock 10: exactly 10 succeed, the stock ends at 0', async () => {
    const item = await rewardItem(app(), { points: 100, stock: 10 });
    const members = await Promise.all(Array.from({ length: 50 }, () => player(app())));
    for (const who of members) await givePoints(app(), who.id, 100);
    const answers = await Promise.all(members.map((who) => redeemAs(app(), who, { itemId: item.id })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.json().code === 'OUT_OF_STOCK')).toHaveLength(40);
    expect(await stockOf(app(), item.id)).toBe(0);
    const [rows] = await app().db.select({ total: count() }).from(pointsRedemption).where(eq(pointsRedemption.rewardId, item.id));
    expect(rows?.total).toBe(10);
    const spent = await Promise.all(members.map((who) => pointsOf(app(), who.id)));
    expect(spent.filter((points) => points === 0)).toHaveLength(10);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0 });
  });

  it('one member converting the same points 20 times at once converts them once', async () => {
    const who = await player(app());
    await givePoints(app(), who.id, 1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => convertAs(app(), who, { points: 600 })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.json().code === 'INSUFFICIENT_POINTS')).toHaveLength(19);
    expect(await pointsOf(app(), who.id)).toBe(400);
    expect((await balances(app(), who.id)).main).toBe(6_00n);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0 });
  });
});
