import { sql } from 'drizzle-orm';
import type { LimitPeriod } from '../../../src/contract/protection.ts';
import { valueOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import { protectionExclusion } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import type { MoneyLimitKind } from './usage.ts';

export type ExclusionRow = typeof protectionExclusion.$inferSelect;

/**
 * The time-out or self-exclusion in force at `now`, the one ending last (a permanent one first).
 * Which are in force is `protection_exclusions_in_force` (migration 0017), as for money moves.
 */
export async function activeExclusion(executor: Db | Tx, memberId: number, now = new Date()): Promise<ExclusionRow | null> {
  const rows = await executor
    .select()
    .from(protectionExclusion)
    .where(sql`${protectionExclusion.id} in (select protection_exclusions_in_force(${memberId}, ${now.toISOString()}::timestamptz))`);
  return rows.sort((a, b) => (b.endsAt?.getTime() ?? Infinity) - (a.endsAt?.getTime() ?? Infinity))[0] ?? null;
}

export type Refusal = { reason: 'excluded' } | { reason: 'limit'; kind: MoneyLimitKind; period: LimitPeriod };

/**
 * Whether a money move of `amount` (minor units) may happen now (`protection_refusal`, migration
 * 0016): refused during an exclusion, or when it would take a limit of `kinds` past its value in the
 * current period. Runs inside the move's own transaction and serializes the member's checks, so
 * parallel moves never exceed a limit.
 */
export async function refusalOf(
  tx: Tx,
  memberId: number,
  kinds: MoneyLimitKind[],
  amount: bigint,
  timeZone: string,
  now = new Date(),
): Promise<Refusal | null> {
  return valueOf<Refusal | null>(
    tx,
    sql`select protection_refusal(${memberId}::bigint, ${`{${kinds.join(',')}}`}::text[], ${amount.toString()}::bigint, ${timeZone}, ${now.toISOString()}::timestamptz) as value`,
  );
}
