import { sql } from 'drizzle-orm';
import type { VendorAnswer } from '../../../src/contract/vendor.ts';
import type { Db } from '../../db/index.ts';
import { retryingDeadlocks, valueOf } from '../../db/functions.ts';
import { perHandle } from '../../db/per-handle.ts';
import { serialBatches } from '../../lib/serial-batches.ts';
import { earnedBuckets } from '../points/earning.ts';
import { houseBuckets } from './accounts.ts';
import type { ClaimedCall } from './transactions.ts';

/**
 * Members are split into this many partitions by id. It divides the house's and the points' bucket
 * counts, so the members of two partitions never share a bucket account: batches of different
 * partitions touch different rows and never wait on each other.
 */
export const callPartitions = 4;
if (houseBuckets % callPartitions !== 0 || earnedBuckets % callPartitions !== 0) throw new Error('callPartitions must divide the bucket counts');

export interface MoneyCall {
  operation: 'bet' | 'win';
  memberId: number;
  /** vendor_bet's or vendor_win's argument (server/modules/vendors/seamless.ts builds it). */
  call: object;
}

/** What vendor_bet and vendor_win answer: the call's answer, or the call that first took its txId. */
export type Booked = { answer: VendorAnswer } | { row: ClaimedCall };

/**
 * Each call is a subtransaction: PostgreSQL keeps 64 of a transaction's subtransactions in shared
 * memory, and past that every other session's snapshot looks them up on disk.
 */
const callsPerBatch = 32;

type Answered = Booked | { error: { code: string; message: string; constraint: string | null } };

/** A call's error as the driver reports a database error, so the same checks read it (raisedCode, isOverdrawn). */
function databaseError({ code, message, constraint }: { code: string; message: string; constraint: string | null }): Error {
  return Object.assign(new Error(message), { code, ...(constraint ? { constraint } : {}) });
}

/**
 * Seamless bets and wins go to the database in batches, one batch of a partition at a time
 * (server/lib/serial-batches.ts), each batch one call of vendor_calls (migration 0020): one round trip
 * and one commit for every call of the partition that arrived meanwhile, each call still in a
 * subtransaction of its own. A member's calls stay in the order they came; a call is answered once
 * its batch has committed.
 */
const vendorCalls = perHandle((db) =>
  serialBatches<MoneyCall, Booked>(
    async (calls) => {
      const payload = JSON.stringify(calls.map(({ operation, call }) => ({ operation, call })));
      const answers = await valueOf<Answered[]>(db, sql`select vendor_calls(${payload}::jsonb) as value`);
      return answers.map((answer) => ('error' in answer ? databaseError(answer.error) : answer));
    },
    (call) => call.memberId % callPartitions,
    callsPerBatch,
  ),
);

/**
 * Runs one bet or win in its partition's next batch; a refusal it raised rejects with that error. Two
 * API processes may run batches of one partition at once, taking the same bucket accounts in different
 * orders; the database then ends the wait of one call with a deadlock error. That call alone rolled
 * back (its subtransaction), so it runs again in a later batch.
 */
export const bookCall = (db: Db, call: MoneyCall): Promise<Booked> => retryingDeadlocks(() => vendorCalls(db)(call));
