import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LimitPeriod } from '../../../src/contract/protection.ts';
import type { Db } from '../../db/index.ts';
import { betRecord, depositRequest } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { periodStart } from './periods.ts';

export type MoneyLimitKind = 'deposit' | 'loss' | 'wager';

/**
 * How much of a money limit the member used in the current period, in minor units: deposits
 * requested or credited; stakes of real-money bets; the net loss of those bets, an open bet
 * counting as lost until it is settled.
 */
export async function usedInPeriod(executor: Db | Tx, memberId: number, kind: MoneyLimitKind, period: LimitPeriod, timeZone: string, now: Date): Promise<bigint> {
  const start = periodStart(period, timeZone, now);
  if (kind === 'deposit') {
    const [row] = await executor
      .select({ total: sql<string>`coalesce(sum(${depositRequest.amount}), 0)` })
      .from(depositRequest)
      .where(and(eq(depositRequest.memberId, memberId), inArray(depositRequest.status, ['pending', 'approved']), gte(depositRequest.createdAt, start)));
    return BigInt(row?.total ?? 0);
  }
  const inPeriod = and(eq(betRecord.memberId, memberId), eq(betRecord.playMoney, false), sql`${betRecord.status} <> 'void'`, gte(betRecord.placedAt, start));
  const measure = kind === 'wager' ? sql<string>`coalesce(sum(${betRecord.stake}), 0)` : sql<string>`greatest(coalesce(sum(${betRecord.stake} - ${betRecord.payout}), 0), 0)`;
  const [row] = await executor.select({ total: measure }).from(betRecord).where(inPeriod);
  return BigInt(row?.total ?? 0);
}

/** The net result of the member's real-money bets placed since `since`, in minor units: payouts less stakes. */
export async function netSince(executor: Db | Tx, memberId: number, since: Date): Promise<bigint> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${betRecord.payout} - ${betRecord.stake}), 0)` })
    .from(betRecord)
    .where(and(eq(betRecord.memberId, memberId), eq(betRecord.playMoney, false), sql`${betRecord.status} <> 'void'`, gte(betRecord.placedAt, since)));
  return BigInt(row?.total ?? 0);
}
