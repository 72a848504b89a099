import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { LimitPeriod } from '../../../src/contract/protection.ts';
import type { Db } from '../../db/index.ts';
import { protectionExclusion } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { limitRows } from './limits.ts';
import { usedInPeriod, type MoneyLimitKind } from './usage.ts';

/** Any fixed number: a member's limit checks take turns on (this, member id), so parallel moves cannot both pass. */
const limitLock = 72_415_101;

export type ExclusionRow = typeof protectionExclusion.$inferSelect;

/** The time-out or self-exclusion in force at `now`, the one ending last (a permanent one first). */
export async function activeExclusion(executor: Db | Tx, memberId: number, now = new Date()): Promise<ExclusionRow | null> {
  const rows = await executor
    .select()
    .from(protectionExclusion)
    .where(and(eq(protectionExclusion.memberId, memberId), lte(protectionExclusion.startsAt, now), or(isNull(protectionExclusion.endsAt), gt(protectionExclusion.endsAt, now))));
  return rows.sort((a, b) => (b.endsAt?.getTime() ?? Infinity) - (a.endsAt?.getTime() ?? Infinity))[0] ?? null;
}

export type Refusal = { reason: 'excluded' } | { reason: 'limit'; kind: MoneyLimitKind; period: LimitPeriod };

/**
 * Whether a money move of `amount` (minor units) may happen now: refused during an exclusion, or
 * when it would take a limit of `kinds` past its value in the current period. Runs inside the
 * move's own transaction and serializes the member's checks, so parallel moves never exceed a limit.
 */
export async function refusalOf(tx: Tx, memberId: number, kinds: MoneyLimitKind[], amount: bigint, timeZone: string, now = new Date()): Promise<Refusal | null> {
  if (await activeExclusion(tx, memberId, now)) return { reason: 'excluded' };
  const limits = (await limitRows(tx, memberId)).filter((row) => row.value !== null && (kinds as string[]).includes(row.kind));
  if (limits.length === 0) return null;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${limitLock}, ${memberId}::int)`);
  for (const limit of limits) {
    const kind = limit.kind as MoneyLimitKind;
    const period = limit.period as LimitPeriod;
    const used = await usedInPeriod(tx, memberId, kind, period, timeZone, now);
    if (used + amount > (limit.value ?? 0n)) return { reason: 'limit', kind, period };
  }
  return null;
}
