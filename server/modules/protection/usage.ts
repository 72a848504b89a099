import { and, eq, gte, sql } from 'drizzle-orm';
import type { LimitPeriod } from '../../../src/contract/protection.ts';
import { valueOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import { betRecord } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

export type MoneyLimitKind = 'deposit' | 'loss' | 'wager';

/**
 * How much of a money limit the member used in the current period (`protection_used` from
 * `protection_period_start`, migration 0016), in minor units: deposits requested or credited;
 * stakes of real-money bets; the net loss of those bets, an open bet counting as lost until it is
 * settled. Periods start at the operator's midnight, weeks on Monday.
 */
export async function usedInPeriod(
  executor: Db | Tx,
  memberId: number,
  kind: MoneyLimitKind,
  period: LimitPeriod,
  timeZone: string,
  now: Date,
): Promise<bigint> {
  return BigInt(
    await valueOf<string>(
      executor,
      sql`select protection_used(${memberId}::bigint, ${kind}, protection_period_start(${period}, ${timeZone}, ${now.toISOString()}::timestamptz))::text as value`,
    ),
  );
}

/** The net result of the member's real-money bets placed since `since`, in minor units: payouts less stakes. */
export async function netSince(executor: Db | Tx, memberId: number, since: Date): Promise<bigint> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${betRecord.payout} - ${betRecord.stake}), 0)` })
    .from(betRecord)
    .where(and(eq(betRecord.memberId, memberId), eq(betRecord.playMoney, false), sql`${betRecord.status} <> 'void'`, gte(betRecord.placedAt, since)));
  return BigInt(row?.total ?? 0);
}
