import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { ledgerEntry } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pointsUnit } from '../points/accounts.ts';
import { ensureAccount } from './accounts.ts';
import { postTransfers } from './batch.ts';
import { memberWithAccount } from './test-support.ts';
import { postTransfer } from './transfers.ts';
import type { Leg, TransferRequest } from './types.ts';

/**
 * The team figures count every entry on a member's real money, and only those: each posting queues
 * them for the roll-up as it writes them (migration 0023), whichever way it is written.
 */
describe("the team roll-up's queue", () => {
  let harness: TestApp;
  let db: Db;
  let cash: number;
  let playBank: number;
  let pointsBank: number;
  let alice: { memberId: number; accountId: number };
  let bob: { memberId: number; accountId: number };
  let alicePlay: number;
  let alicePoints: number;

  beforeAll(async () => {
    // Its own clock would empty the queue while the test reads it.
    harness = await createTestApp({ env: { TEAM_ROLLUP_CLOCK_MS: '0' } });
    db = harness.database.db;
    cash = await ensureAccount(db, { ledger: 'money', code: 'system:queue-cash', currency: 'PHP' });
    playBank = await ensureAccount(db, { ledger: 'money', code: 'system:queue-play', currency: 'PHP' });
    pointsBank = await ensureAccount(db, { ledger: 'points', code: 'system:queue-points', currency: pointsUnit });
    alice = await memberWithAccount(db, 'queue_alice');
    bob = await memberWithAccount(db, 'queue_bob');
    alicePlay = await ensureAccount(db, { ledger: 'money', memberId: alice.memberId, code: 'play', currency: 'PHP' });
    alicePoints = await ensureAccount(db, { ledger: 'points', memberId: alice.memberId, code: 'main', currency: pointsUnit });
  });
  afterAll(() => harness?.close());

  const request = (key: string, ledger: 'money' | 'points', legs: Leg[]): TransferRequest => ({ ledger, kind: 'test', idempotencyKey: `queue/${key}`, legs });

  /** The accounts whose entries of these transfers wait in the queue, sorted. */
  async function queuedAccounts(transferIds: number[]): Promise<number[]> {
    const rows = await db
      .select({ accountId: ledgerEntry.accountId })
      .from(ledgerEntry)
      .where(sql`${inArray(ledgerEntry.transferId, transferIds)} and ${ledgerEntry.id} in (select entry_id from team_rollup_queue)`);
    return rows.map((row) => row.accountId).sort((a, b) => a - b);
  }

  it("queues a posting's entries on members' real money, not the house's, play money's or points'", async () => {
    const post = (key: string, ledger: 'money' | 'points', legs: Leg[]) => db.transaction((tx) => postTransfer(tx, request(key, ledger, legs)));
    const twoLegs = await post('two-legs', 'money', [
      { accountId: cash, amount: -500n },
      { accountId: alice.accountId, amount: 500n },
    ]);
    expect(await queuedAccounts([twoLegs.transferId])).toEqual([alice.accountId]);
    // Three legs take the posting's other path.
    const threeLegs = await post('three-legs', 'money', [
      { accountId: cash, amount: -300n },
      { accountId: alice.accountId, amount: 100n },
      { accountId: bob.accountId, amount: 200n },
    ]);
    expect(await queuedAccounts([threeLegs.transferId])).toEqual([alice.accountId, bob.accountId].sort((a, b) => a - b));
    const play = await post('play', 'money', [
      { accountId: playBank, amount: -1_000n },
      { accountId: alicePlay, amount: 1_000n },
    ]);
    const points = await post('points', 'points', [
      { accountId: pointsBank, amount: -7n },
      { accountId: alicePoints, amount: 7n },
    ]);
    expect(await queuedAccounts([play.transferId, points.transferId])).toEqual([]);
    // A replayed key writes nothing, and queues nothing again.
    await post('two-legs', 'money', [
      { accountId: cash, amount: -500n },
      { accountId: alice.accountId, amount: 500n },
    ]);
    const queued = await db.execute(
      sql`select count(*)::int as n from team_rollup_queue q join ledger_entry e on e.id = q.entry_id where e.transfer_id = ${twoLegs.transferId}`,
    );
    expect((queued as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
  });

  it('queues the entries of batched postings the same way', async () => {
    const ids = await db.transaction((tx) =>
      postTransfers(tx, [
        request('batch-alice', 'money', [
          { accountId: cash, amount: -40n },
          { accountId: alice.accountId, amount: 40n },
        ]),
        request('batch-bob', 'money', [
          { accountId: cash, amount: -60n },
          { accountId: bob.accountId, amount: 60n },
        ]),
        request('batch-play', 'money', [
          { accountId: playBank, amount: -5n },
          { accountId: alicePlay, amount: 5n },
        ]),
      ]),
    );
    expect(await queuedAccounts([ids.get('queue/batch-alice')!, ids.get('queue/batch-bob')!])).toEqual([alice.accountId, bob.accountId].sort((a, b) => a - b));
    expect(await queuedAccounts([ids.get('queue/batch-play')!])).toEqual([]);
  });
});
