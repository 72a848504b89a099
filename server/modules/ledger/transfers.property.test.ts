import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { valueOf } from '../../db/functions.ts';
import { balanceOf, ensureAccount } from './accounts.ts';
import { ledgerInvariants, memberWithAccount } from './test-support.ts';
import { legsJson, postTransfer } from './transfers.ts';

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
          const request = {
            ledger: 'money' as const,
            kind: op.kind,
            idempotencyKey: `r${run}-${index}`,
            legs: [
              { accountId: source, amount: -op.amount },
              { accountId: target, amount: op.amount },
            ],
          };
          const before = await Promise.all(accounts.map((id) => balanceOf(db, id)));
          const result = await db
            .transaction((tx) => postTransfer(tx, request))
            .catch((error: { code?: string }) => {
              if (error.code !== 'INSUFFICIENT_FUNDS') throw error;
              return null;
            });
          if (result === null) expect(await Promise.all(accounts.map((id) => balanceOf(db, id)))).toEqual(before);
          if (op.retry && result) {
            const again = await db.transaction((tx) => postTransfer(tx, request));
            expect(again.replayed).toBe(true);
          }
        }
        expect(await ledgerInvariants(db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
      }),
      { numRuns: 25 },
    );
  });
});

/** Legs summing to zero over the cash account and the three members, one account possibly twice. */
const legsOfAnyShape = fc
  .tuple(
    fc.array(fc.record({ account: fc.integer({ min: 0, max: 3 }), amount: fc.bigInt({ min: -30_000n, max: 30_000n }) }), { minLength: 1, maxLength: 3 }),
    fc.integer({ min: 0, max: 3 }),
  )
  .map(([legs, last]) => [...legs, { account: last, amount: -legs.reduce((sum, leg) => sum + leg.amount, 0n) }])
  .filter((legs) => legs.every((leg) => leg.amount !== 0n));

describe('postings of every shape (migration 0022 posts two legs on two accounts its own way)', () => {
  it('hash every shape of legs as the first release did', async () => {
    // sha256 of JSON.stringify([kind, memberId, legs as "account:amount" sorted]), as transfers.test.ts states it.
    const earlier = (kind: string, memberId: number | null, legs: string[]) =>
      createHash('sha256')
        .update(JSON.stringify([kind, memberId, [...legs].sort()]))
        .digest('hex');
    const leg = fc.record({ accountId: fc.integer({ min: 1, max: 40 }), amount: fc.bigInt({ min: -10_000_000n, max: 10_000_000n }) });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('bet', 'win', 'deposit "quoted"', 'a\\b'),
        fc.option(fc.integer({ min: 1, max: 99_999 })),
        fc.array(leg, { minLength: 1, maxLength: 4 }),
        async (kind, memberId, legs) => {
          const hashed = await valueOf<string>(db, sql`select ledger_fingerprint(${kind}, ${memberId}::bigint, ${legsJson(legs)}::jsonb) as value`);
          expect(hashed).toBe(
            earlier(
              kind,
              memberId,
              legs.map((one) => `${one.accountId}:${one.amount}`),
            ),
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keep the balances, the entries and the balance after each entry right', async () => {
    let run = 0;
    const all = () => [cash, ...accounts];
    await fc.assert(
      fc.asyncProperty(legsOfAnyShape, async (shape) => {
        run += 1;
        const legs = shape.map((leg) => ({ accountId: all()[leg.account]!, amount: leg.amount }));
        const before = await Promise.all(all().map((id) => balanceOf(db, id)));
        const result = await db
          .transaction((tx) => postTransfer(tx, { ledger: 'money', kind: 'shape', idempotencyKey: `shape-${run}`, legs }))
          .catch((error: { code?: string }) => {
            if (error.code !== 'INSUFFICIENT_FUNDS') throw error;
            return null;
          });
        const after = await Promise.all(all().map((id) => balanceOf(db, id)));
        if (result === null) {
          expect(after).toEqual(before);
          return;
        }
        all().forEach((id, index) => {
          const moved = legs.filter((one) => one.accountId === id).reduce((sum, one) => sum + one.amount, 0n);
          expect(after[index]).toBe(before[index]! + moved);
          if (legs.some((one) => one.accountId === id)) expect(result.balances.get(id)).toBe(after[index]);
        });
      }),
      { numRuns: 60 },
    );
    expect(await ledgerInvariants(db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });
});
