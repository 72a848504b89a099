import { and, eq } from 'drizzle-orm';
import {
  limitCoolingHours,
  limitKinds,
  limitPeriods,
  type Limit,
  type LimitChange,
  type LimitKind,
  type LimitPeriod,
} from '../../../src/contract/protection.ts';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { Db } from '../../db/index.ts';
import { protectionLimit } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { appendAudit } from './audit.ts';
import { usedInPeriod } from './usage.ts';

type LimitRow = typeof protectionLimit.$inferSelect;
type StoredPeriod = LimitRow['period'];

const coolingMs = limitCoolingHours * 3_600_000;

/** The stored form of a change: money in minor units, the session limit in minutes (its period is 'session'). */
function stored(change: LimitChange): { kind: LimitKind; period: StoredPeriod; value: bigint | null } {
  if (change.kind === 'session') return { kind: 'session', period: 'session', value: change.minutes === null ? null : BigInt(change.minutes) };
  return { kind: change.kind, period: change.period, value: change.amount === null ? null : toMinorUnits(change.amount) };
}

export async function limitRows(executor: Db | Tx, memberId: number): Promise<LimitRow[]> {
  return executor.select().from(protectionLimit).where(eq(protectionLimit.memberId, memberId));
}

/**
 * Sets a limit. A first limit or a lower one applies at once (and drops a pending increase); an
 * increase or a removal is held for the cooling time and applies only when the member asks for the
 * same change again once that time has passed.
 */
export async function changeLimit(db: Db, memberId: number, change: LimitChange, now = new Date()): Promise<'applied' | 'pending' | 'unchanged'> {
  const next = stored(change);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(protectionLimit)
      .where(and(eq(protectionLimit.memberId, memberId), eq(protectionLimit.kind, next.kind), eq(protectionLimit.period, next.period)))
      .for('update');
    const current = row?.value ?? null;
    const tighter = next.value !== null && (current === null || next.value <= current);
    const samePending = row?.pendingAt != null && (next.value === null ? row.pendingRemoval === 'yes' : row.pendingValue === next.value);
    let outcome: 'applied' | 'pending' | 'unchanged';
    let values: Partial<LimitRow>;
    if (next.value === current) {
      outcome = 'unchanged';
      values = { pendingValue: null, pendingRemoval: null, pendingAt: null };
    } else if (tighter || (samePending && row?.pendingAt && row.pendingAt.getTime() <= now.getTime())) {
      outcome = 'applied';
      values = { value: next.value, pendingValue: null, pendingRemoval: null, pendingAt: null };
    } else if (samePending) {
      return 'pending';
    } else {
      outcome = 'pending';
      values = { pendingValue: next.value, pendingRemoval: next.value === null ? 'yes' : null, pendingAt: new Date(now.getTime() + coolingMs) };
    }
    await tx
      .insert(protectionLimit)
      .values({ memberId, kind: next.kind, period: next.period, value: null, ...values, updatedAt: now })
      .onConflictDoUpdate({ target: [protectionLimit.memberId, protectionLimit.kind, protectionLimit.period], set: { ...values, updatedAt: now } });
    await appendAudit(tx, {
      actor: `member:${memberId}`,
      kind: `limit.${outcome}`,
      subject: `member:${memberId}`,
      data: { kind: next.kind, period: next.period, from: current?.toString() ?? null, to: next.value?.toString() ?? null },
      at: now,
    });
    return outcome;
  });
}

/** A stored limit as people read it: an amount for money, minutes for the session limit. */
export const shownLimit = (kind: LimitKind, value: bigint | null) => (value === null ? null : kind === 'session' ? Number(value) : toAmount(value));

/** Every limit kind and period, with what is in force, what the period used and what is pending. */
export async function limitsOf(db: Db, memberId: number, timeZone: string, now = new Date()): Promise<Limit[]> {
  const rows = await limitRows(db, memberId);
  const find = (kind: LimitKind, period: StoredPeriod) => rows.find((row) => row.kind === kind && row.period === period);
  const list: Limit[] = [];
  for (const kind of limitKinds) {
    const periods: (LimitPeriod | null)[] = kind === 'session' ? [null] : [...limitPeriods];
    for (const period of periods) {
      const row = find(kind, period ?? 'session');
      const used = kind === 'session' || period === null ? null : toAmount(await usedInPeriod(db, memberId, kind, period, timeZone, now));
      const pending = row?.pendingAt
        ? { value: row.pendingRemoval === 'yes' ? null : shownLimit(kind, row.pendingValue), appliesAt: row.pendingAt.toISOString() }
        : null;
      list.push({ kind, period, value: shownLimit(kind, row?.value ?? null), used, pending });
    }
  }
  return list;
}
