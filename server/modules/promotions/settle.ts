import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { toMinorUnits } from '../../../src/contract/money.ts';
import type { Db } from '../../db/index.ts';
import { betRecord } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { recordAction } from '../payments/support.ts';
import { percentOf } from './active.ts';
import { promotionById, type OpsContext } from './promotions.ts';
import { daysAfter, grantReward } from './rewards.ts';

/** Bets settled in [from, to) with real money, optionally of one category: stakes and payouts per member. */
export function settledBetsByMember(db: Db, window: { from: Date; to: Date }, category?: string) {
  return db
    .select({
      memberId: betRecord.memberId,
      stakes: sql<string>`sum(${betRecord.stake})`.mapWith(String),
      payouts: sql<string>`sum(${betRecord.payout})`.mapWith(String),
    })
    .from(betRecord)
    .where(
      and(
        sql`${betRecord.status} in ('won', 'lost')`,
        eq(betRecord.playMoney, false),
        gte(betRecord.settledAt, window.from),
        lt(betRecord.settledAt, window.to),
        category ? eq(betRecord.category, category) : undefined,
      ),
    )
    .groupBy(betRecord.memberId);
}

/**
 * Settles a cashback or rebate promotion over a period: every member's net loss (cashback) or valid
 * bets (rebate) in the window become a reward in the reward center. Settling the same period again
 * adds nothing: each member's reward for it has one key.
 */
export async function settlePromotion(db: Db, id: number, window: { from: Date; to: Date }, now: Date, context: OpsContext): Promise<number> {
  const promo = await promotionById(db, id);
  if (promo.kind !== 'cashback' && promo.kind !== 'rebate') throw new AppError('RULE_BROKEN');
  if (window.to.getTime() <= window.from.getTime()) throw new AppError('VALIDATION_FAILED', { fields: { to: 'after from' } });
  const rules = promo.rules;
  const minBase = toMinorUnits(rules.minBase);
  const cap = rules.cap === undefined ? null : toMinorUnits(rules.cap);
  const rows = await settledBetsByMember(db, window, rules.category);
  let granted = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const stakes = BigInt(row.stakes);
      const base = promo.kind === 'cashback' ? stakes - BigInt(row.payouts) : stakes;
      if (base <= 0n || base < minBase) continue;
      const amount = percentOf(base, rules.percent, cap);
      const created = await grantReward(tx, {
        memberId: row.memberId,
        source: 'promotion',
        sourceKey: `promotion:${promo.id}:period:${window.from.toISOString()}:${window.to.toISOString()}:member:${row.memberId}`,
        title: promo.title,
        amount,
        wagering: amount * BigInt(rules.turnover),
        expiresAt: daysAfter(now, rules.claimDays),
      });
      if (created?.created) granted += 1;
    }
    await recordAction(tx, {
      actor: context.actor,
      action: 'promotion.settle',
      target: `promotion:${promo.id}`,
      before: null,
      after: { from: window.from.toISOString(), to: window.to.toISOString(), members: rows.length },
      reason: context.reason,
    });
  });
  return granted;
}
