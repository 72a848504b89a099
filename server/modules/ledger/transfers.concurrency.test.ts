import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { balanceOf, ensureAccount } from './accounts.ts';
import { ledgerInvariants, memberWithAccount } from './test-support.ts';
import { postTransfer } from './transfers.ts';

/** PGlite runs one transaction at a time: locking is only proven on a real PostgreSQL. */
describe.skipIf(testDatabaseKind !== 'postgres')('concurrent transfers on PostgreSQL', () => {
  let harness: TestApp;
  let db: Db;
  let cash: number;

  beforeAll(async () => {
    harness = await createTestApp({ seed: false });
    db = harness.database.db;
    cash = await ensureAccount(db, { ledger: 'money', code: 'system:cash', currency: 'PHP' });
  });
  afterAll(() => harness?.close());

  const move = (key: string, from: number, to: number, amount: bigint) =>
    db.transaction((tx) =>
      postTransfer(tx, {
        ledger: 'money',
        kind: 'test',
        idempotencyKey: key,
        legs: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      }),
    );

  it('200 concurrent debits of one account never overdraw and lose or duplicate nothing', async () => {
    const payer = await memberWithAccount(db, 'race_payer');
    const payees = await Promise.all([1, 2, 3, 4].map((n) => memberWithAccount(db, `race_payee_${n}`)));
    await move('race-fund', cash, payer.accountId, 100_00n);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => move(`race-${i}`, payer.accountId, i % 5 === 0 ? cash : (payees[i % 4] as { accountId: number }).accountId, 1_00n)),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter((result) => result.status === 'rejected' && (result.reason as { code?: string }).code === 'INSUFFICIENT_FUNDS').length;
    expect(succeeded).toBe(100);
    expect(refused).toBe(100);
    expect(await balanceOf(db, payer.accountId)).toBe(0n);
    const received = await Promise.all(payees.map((payee) => balanceOf(db, payee.accountId)));
    expect(received.reduce((sum, value) => sum + value, 0n) + (await balanceOf(db, cash)) + 100_00n).toBe(100_00n);
    expect(await ledgerInvariants(db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('the same key sent 20 times at once moves money once', async () => {
    const member = await memberWithAccount(db, 'race_retry');
    const results = await Promise.all(Array.from({ length: 20 }, () => move('race-same-key', cash, member.accountId, 7_00n)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transferId)).size).toBe(1);
    expect(await balanceOf(db, member.accountId)).toBe(7_00n);
  });

  it('transfers in opposite directions between two accounts do not deadlock', async () => {
    const a = await memberWithAccount(db, 'dead_a');
    const b = await memberWithAccount(db, 'dead_b');
    await move('dead-fund-a', cash, a.accountId, 1_000n);
    await move('dead-fund-b', cash, b.accountId, 1_000n);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? move(`ab-${i}`, a.accountId, b.accountId, 3n) : move(`ba-${i}`, b.accountId, a.accountId, 3n))),
    );
    expect((await balanceOf(db, a.accountId)) + (await balanceOf(db, b.accountId))).toBe(2_000n);
  });
});
