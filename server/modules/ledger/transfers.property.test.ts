import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceOf, ensureAccount } from './accounts.ts';
import { ledgerInvariants, memberWithAccount } from './test-support.ts';
import { postTransfer } from './transfers.ts';

let harness: TestApp;
let db: Db;
let accounts: number[];
let cash: number;

beforeAll(async () => {
  harness = await createTestApp({ seed: false });
  db = harness.database.db;
  cash = await ensureAccount(db, { ledger: 'money', code: 'system:cash', currency: 'PHP' });
  accounts = [];
  for (const name of ['p1', 'p2', 'p3']) accounts.push((await memberWithAccount(db, `prop_${name}`)).accountId);
});
afterAll(() => harness?.close());

/** Deposits, withdrawals, member-to-member transfers and retries in any order. */
const operation = fc.record({
  kind: fc.constantFrom('deposit', 'withdraw', 'transfer'),
  from: fc.integer({ min: 0, max: 2 }),
  to: fc.integer({ min: 0, max: 2 }),
  amount: fc.bigInt({ min: 1n, max: 50_000n }),
  retry: fc.boolean(),
});

describe('ledger invariants under random sequences', () => {
  it('keeps transfers summing to zero, balances equal to their entries, and members never below zero', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        run += 1;
        for (const [index, op] of operations.entries()) {
          const member = accounts[op.from] as number;
          const other = accounts[op.to] as number;
          const [source, target] = op.kind === 'deposit' ? [cash, member] : op.kind === 'withdraw' ? [member, cash] : [member, other];
          if (source === target) continue;
          const request = { ledger: 'money' as const, kind: op.kind, idempotencyKey: `r${run}-${index}`, legs: [{ accountId: source, amount: -op.amount }, { accountId: target, amount: op.amount }] };
          const before = await Promise.all(accounts.map((id) => balanceOf(db, id)));
          const result = await db.transaction((tx) => postTransfer(tx, request)).catch((error: { code?: string }) => {
            if (error.code !== 'INSUFFICIENT_FUNDS') throw error;
            return null;
          });
          if (result === null) expect(await Promise.all(accounts.map((id) => balanceOf(db, id)))).toEqual(before);
          if (op.retry && result) {
            const again = await db.transaction((tx) => postTransfer(tx, request));
            expect(again.replayed).toBe(true);
          }
        }
        expect(await ledgerInvariants(db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0 });
      }),
      { numRuns: 25 },
    );
  });
});
