import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { LimitPeriod } from '../../../src/contract/protection.ts';
import type { Db } from '../../db/index.ts';
import { protectionExclusion, protectionLimit } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { usedInPeriod, type MoneyLimitKind } from './usage.ts';

/** Any fixed number: a member's limit checks take turns on (this, member id), so parallel moves cannot both pass. */
const limitLock = 72_415_101;

export type ExclusionRow = typeof protectionExclusion.$inferSelect;

/** The member's exclusions in force at `now`: started, and not ended (a permanent one never ends). */
const exclusionInForce = (memberId: number, now: Date) =>
  and(eq(protectionExclusion.memberId, memberId), lte(protectionExclusion.startsAt, now), or(isNull(protectionExclusion.endsAt), gt(protectionExclusion.endsAt, now)));

/** The time-out or self-exclusion in force at `now`, the one ending last (a permanent one first). */
export async function activeExclusion(executor: Db | Tx, memberId: number, now = new Date()): Promise<ExclusionRow | null> {
  const rows = await executor.select().from(protectionExclusion).where(exclusionInForce(memberId, now));
  return rows.sort((a, b) => (b.endsAt?.getTime() ?? Infinity) - (a.endsAt?.getTime() ?? Infinity))[0] ?? null;
}

export type Refusal = { reason: 'excluded' } | { reason: 'limit'; kind: MoneyLimitKind; period: LimitPeriod };

interface ProtectionState {
  excluded: boolean;
  /** The member's limits of the asked kinds that have a value (minor units, as text). */
  limits: Array<{ kind: MoneyLimitKind; period: LimitPeriod; value: string }>;
}

/** Whether an exclusion is in force at `now`, and the limits of `kinds`: one read on every money path. */
async function protectionState(tx: Tx, memberId: number, kinds: MoneyLimitKind[], now: Date): Promise<ProtectionState> {
  const limitsOfKinds = and(eq(protectionLimit.memberId, memberId), isNotNull(protectionLimit.value), inArray(protectionLimit.kind, kinds));
  const result = await tx.execute(sql`
    select exists (select 1 from ${protectionExclusion} where ${exclusionInForce(memberId, now)}) as excluded,
      coalesce((
        select json_agg(json_build_object('kind', ${protectionLimit.kind}, 'period', ${protectionLimit.period}, 'value', ${protectionLimit.value}::text) order by ${protectionLimit.kind}, ${protectionLimit.period})
        from ${protectionLimit} where ${limitsOfKinds}
      ), '[]'::json) as limits`);
  const [row] = (result as unknown as { rows: ProtectionState[] }).rows;
  return row ?? { excluded: false, limits: [] };
}

/**
 * Whether a money move of `amount` (minor units) may happen now: refused during an exclusion, or
 * when it would take a limit of `kinds` past its value in the current period. Runs inside the
 * move's own transaction and serializes the member's checks, so parallel moves never exceed a limit.
 */
export async function refusalOf(tx: Tx, memberId: number, kinds: MoneyLimitKind[], amount: bigint, timeZone: string, now = new Date()): Promise<Refusal | null> {
  const { excluded, limits } = await protectionState(tx, memberId, kinds, now);
  if (excluded) return { reason: 'excluded' };
  if (limits.length === 0) return null;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${limitLock}, ${memberId}::int)`);
  for (const limit of limits) {
    const used = await usedInPeriod(tx, memberId, limit.kind, limit.period, timeZone, now);
    if (used + amount > BigInt(limit.value)) return { reason: 'limit', kind: limit.kind, period: limit.period };
  }
  return null;
}
