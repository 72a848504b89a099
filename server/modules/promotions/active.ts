import { and, asc, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { PromotionKind } from '../../../src/contract/promotions.ts';
import type { Db } from '../../db/index.ts';
import { promotion } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

export type PromotionRow = typeof promotion.$inferSelect;

/** Promotions of these kinds running at `now`: started, not past their end, not ended early. */
export function runningPromotions(executor: Db | Tx, kinds: PromotionKind[], now: Date): Promise<PromotionRow[]> {
  return executor
    .select()
    .from(promotion)
    .where(and(inArray(promotion.kind, kinds), lte(promotion.startsAt, now), gt(promotion.endsAt, now), isNull(promotion.endedAt)))
    .orderBy(asc(promotion.sortOrder), asc(promotion.id));
}

/** Percent of a base in minor units, rounded down, never above the cap. */
export function percentOf(base: bigint, percent: number, cap: bigint | null): bigint {
  const raw = (base * BigInt(Math.round(percent * 100))) / 10_000n;
  return cap !== null && raw > cap ? cap : raw;
}

/** The operator's day of `at` as yyyy-mm-dd. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
