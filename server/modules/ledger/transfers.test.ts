import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { ledgerTransfer } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { balanceOf, ensureAccount } from './accounts.ts';
import { ledgerInvariants, memberWithAccount } from './test-support.ts';
import { postTransfer } from './transfers.ts';
import type { TransferRequest } from './types.ts';

let harness: TestApp;
let db: Db;
let cash: number;
let alice: { memberId: number; accountId: number };
let bob: { memberId: number; accountId: number };

const post = (request: TransferRequest) => db.transaction((tx) => postTransfer(tx, request));
const move = (key: string, from: number, to: number, amount: bigint, kind = 'test'): TransferRequest => ({
  ledger: 'money',
  kind,
  idempotencyKey: key,
  legs: [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ],
});

beforeAll(async () => {
  harness = await createTestApp();
  db = harness.database.db;
  cash = await ensureAccount(db, { ledger: 'money', code: 'system:cash', currency: 'PHP' });
  alice = await memberWithAccount(db, 'ledger_alice');
  bob = await memberWithAccount(db, 'ledger_bob');
});
afterAll(() => harness?.close());

describe('postTransfer', () => {
  it('moves money between accounts and keeps the balance after each entry', async () => {
    const posted = await post(move('fund-alice', cash, alice.accountId, 10_000n));
    expect(posted.replayed).toBe(false);
    expect(posted.balances.get(alice.accountId)).toBe(10_000n);
    await post(move('alice-to-bob', alice.accountId, bob.accountId, 2_550n));
    expect(await balanceOf(db, alice.accountId)).toBe(7_450n);
    expect(await balanceOf(db, bob.accountId)).toBe(2_550n);
    expect(await balanceOf(db, cash)).toBe(-10_000n);
  });

  it('refuses to take a member below zero and writes nothing', async () => {
    const before = await balanceOf(db, bob.accountId);
    await expect(post(move('bob-overdraw', bob.accountId, alice.accountId, before + 1n))).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(db, bob.accountId)).toBe(before);
    // The key was not used up by the failed attempt.
    await post(move('bob-overdraw', bob.accountId, alice.accountId, 1n));
  });

  it('returns the first result for a retried key and moves nothing again', async () => {
    const first = await post(move('retry-me', cash, bob.accountId, 500n));
    const again = await post(move('retry-me', cash, bob.accountId, 500n));
    expect(again.replayed).toBe(true);
    expect(again.transferId).toBe(first.transferId);
    expect(again.balances.get(bob.accountId)).toBe(first.balances.get(bob.accountId));
    expect(await balanceOf(db, bob.accountId)).toBe(first.balances.get(bob.accountId));
  });

  it('refuses the same key with a different amount (409)', async () => {
    await post(move('same-key', cash, alice.accountId, 100n));
    const error = await post(move('same-key', cash, alice.accountId, 101n)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses legs that do not balance or cross ledgers', async () => {
    await expect(
      post({
        ledger: 'money',
        kind: 'x',
        idempotencyKey: 'bad-sum',
        legs: [
          { accountId: cash, amount: -5n },
          { accountId: bob.accountId, amount: 4n },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    const points = await ensureAccount(db, { ledger: 'points', memberId: bob.memberId, code: 'main', currency: 'PTS' });
    // ledger_post refuses it under its locks; the driver's error carries the database's message.
    await expect(post(move('cross', cash, points, 5n))).rejects.toMatchObject({ cause: { message: expect.stringMatching(/not on the money ledger/) } });
  });

  it('fingerprints a transfer as transfers were before the ledger moved into the database, whatever the leg order', async () => {
    // sha256 of JSON.stringify([kind, memberId, legs as "account:amount" sorted]): a retry of a key written by an
    // earlier release must still be recognised as the same request.
    const earlier = (kind: string, memberId: number | null, legs: string[]) =>
      createHash('sha256')
        .update(JSON.stringify([kind, memberId, [...legs].sort()]))
        .digest('hex');
    const stored = async (key: string) =>
      (await db.select({ fingerprint: ledgerTransfer.fingerprint }).from(ledgerTransfer).where(eq(ledgerTransfer.idempotencyKey, key)))[0]?.fingerprint;
    await post({ ...move('fp-system', cash, bob.accountId, 12_345n, 'deposit "quoted"'), memberId: bob.memberId });
    expect(await stored('fp-system')).toBe(earlier('deposit "quoted"', bob.memberId, [`${cash}:-12345`, `${bob.accountId}:12345`]));
    await post({
      ledger: 'money',
      kind: 'three',
      idempotencyKey: 'fp-three',
      legs: [
        { accountId: bob.accountId, amount: -7n },
        { accountId: cash, amount: 3n },
        { accountId: cash, amount: 4n },
      ],
    });
    expect(await stored('fp-three')).toBe(earlier('three', null, [`${bob.accountId}:-7`, `${cash}:3`, `${cash}:4`]));
  });

  it('keeps every invariant over all it wrote', async () => {
    expect(await ledgerInvariants(db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });
});
