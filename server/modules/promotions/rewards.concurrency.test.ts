import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPath, engagementPaths } from '../../../src/contract/promotions.ts';
import { ledgerTransfer, reward } from '../../db/schema.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { balances, ops, opsToken, player, postForm } from '../payments/test-support.ts';
import { gamesCatalog, vendorEnv } from '../vendors/test-support.ts';
import { member, playSlot } from './test-support.ts';

/** PGlite runs one transaction at a time: claims racing each other are only proven on a real PostgreSQL. */
describe.skipIf(testDatabaseKind !== 'postgres')('concurrent claims on PostgreSQL', () => {
  let test: TestApp;
  const app = () => test.app;

  beforeAll(async () => {
    test = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken }, catalog: await gamesCatalog() });
  });
  afterAll(() => test?.close());

  it('30 claims of one reward at once pay it exactly once', async () => {
    const who = await player(app());
    const promotions = (await app().inject({ method: 'GET', url: engagementPaths.promotions })).json().value as { id: number; code: string }[];
    const gift = promotions.find((item) => item.code === 'vip-monthly-gift');
    const filed = await postForm(app(), `/wps/promotions/${gift?.id}/apply`, who, { comment: 'Gold member' });
    await ops(app(), 'POST', `/ops/promotion-applications/${filed.json().value.id}/approve`, { amount: 25, reason: 'ok' });
    const [waiting] = (await member(app(), who, 'GET', engagementPaths.rewards)).json().value as { id: number }[];
    if (!waiting) throw new Error('no reward');
    const answers = await Promise.all(Array.from({ length: 30 }, () => member(app(), who, 'POST', claimPath(waiting.id), {})));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    expect((await balances(app(), who.id)).main).toBe(25_00n);
    const [paid] = await app()
      .db.select({ total: count() })
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.idempotencyKey, `reward/${waiting.id}`));
    expect(paid?.total).toBe(1);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('a done mission looked at from 20 places at once makes one reward', async () => {
    const who = await player(app(), { funds: 100 });
    await playSlot(app(), who, 4, 25, 0);
    await Promise.all(Array.from({ length: 20 }, () => member(app(), who, 'GET', engagementPaths.missions)));
    const rows = await app()
      .db.select({ total: count() })
      .from(reward)
      .where(like(reward.sourceKey, `mission:%:member:${who.id}`));
    expect(rows[0]?.total).toBe(1);
    const [done] = await app().db.select().from(reward).where(eq(reward.memberId, who.id));
    const claims = await Promise.all(Array.from({ length: 20 }, () => member(app(), who, 'POST', claimPath(done?.id ?? 0), {})));
    expect(claims.filter((answer) => answer.statusCode === 200)).toHaveLength(20);
    expect((await balances(app(), who.id)).main).toBe(5_00n);
  });
});
