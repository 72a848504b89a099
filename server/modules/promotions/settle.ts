import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import { trialType } from '../../../src/contract/auth.ts';
import type { OpsSettlePreview } from '../../../src/contract/promotions.ts';
import type { Db } from '../../db/index.ts';
import { betRecord, member, reward } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { recordAction } from '../payments/support.ts';
import { percentOf, type PromotionRow } from './active.ts';
import { promotionById, type OpsContext } from './promotions.ts';
import { daysAfter, grantReward } from './rewards.ts';

type SettleWindow = { from: Date; to: Date };

/** Bets settled in [from, to) with real money, optionally of one category: stakes and payouts per member. */
export function settledBetsByMember(db: Db, window: SettleWindow, category?: string) {
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

interface Due {
  memberId: number;
  base: bigint;
  amount: bigint;
  sourceKey: string;
}

/** A settleable promotion, or the refusal: only cashback and rebates settle, over a window that ends after it starts. */
async function settleable(db: Db, id: number, window: SettleWindow): Promise<PromotionRow> {
  const promo = await promotionById(db, id);
  if (promo.kind !== 'cashback' && promo.kind !== 'rebate') throw new AppError('RULE_BROKEN');
  if (window.to.getTime() <= window.from.getTime()) throw new AppError('VALIDATION_FAILED', { fields: { to: 'after from' } });
  return promo;
}

/**
 * What each member earns from a cashback (net loss) or rebate (valid bets) promotion over the window:
 * the one computation behind both the preview and the settlement, so the preview shows what is paid.
 */
async function duesOf(db: Db, promo: PromotionRow, window: SettleWindow): Promise<Due[]> {
  const rules = promo.rules;
  const minBase = toMinorUnits(rules.minBase);
  const cap = rules.cap === undefined ? null : toMinorUnits(rules.cap);
  const dues: Due[] = [];
  for (const row of await settledBetsByMember(db, window, rules.category)) {
    const stakes = BigInt(row.stakes);
    const base = promo.kind === 'cashback' ? stakes - BigInt(row.payouts) : stakes;
    if (base <= 0n || base < minBase) continue;
    const amount = percentOf(base, rules.percent, cap);
    if (amount <= 0n) continue;
    const sourceKey = `promotion:${promo.id}:period:${window.from.toISOString()}:${window.to.toISOString()}:member:${row.memberId}`;
    dues.push({ memberId: row.memberId, base, amount, sourceKey });
  }
  return dues;
}

/** The rows a preview lists, largest first; the totals always count every member. */
export const previewRowsMax = 200;

/**
 * What settling the window would pay, without paying: each real member's base and reward, and
 * whether the reward for this very window was already granted (settling again adds nothing for them).
 */
export async function previewSettlement(db: Db, id: number, window: SettleWindow): Promise<OpsSettlePreview> {
  const promo = await settleable(db, id, window);
  const dues = await duesOf(db, promo, window);
  const ids = dues.map((due) => due.memberId);
  const members = ids.length
    ? await db.select({ id: member.id, username: member.username, type: member.type }).from(member).where(inArray(member.id, ids))
    : [];
  const real = new Map(members.filter((row) => row.type !== trialType).map((row) => [row.id, row.username]));
  const keys = dues.map((due) => due.sourceKey);
  const granted = new Set(
    keys.length ? (await db.select({ key: reward.sourceKey }).from(reward).where(inArray(reward.sourceKey, keys))).map((row) => row.key) : [],
  );
  const rows = dues
    .filter((due) => real.has(due.memberId))
    .map((due) => ({
      memberId: due.memberId,
      username: real.get(due.memberId) ?? '',
      base: toAmount(due.base),
      amount: toAmount(due.amount),
      settled: granted.has(due.sourceKey),
    }))
    .sort((a, b) => b.amount - a.amount || a.memberId - b.memberId);
  const unpaid = rows.filter((row) => !row.settled);
  return {
    members: rows.length,
    total: toAmount(rows.reduce((sum, row) => sum + toMinorUnits(row.amount), 0n)),
    unsettledMembers: unpaid.length,
    unsettledTotal: toAmount(unpaid.reduce((sum, row) => sum + toMinorUnits(row.amount), 0n)),
    rows: rows.slice(0, previewRowsMax),
  };
}

/**
 * Settles a cashback or rebate promotion over a period: every member's net loss (cashback) or valid
 * bets (rebate) in the window become a reward in the reward center. Settling the same period again
 * adds nothing: each member's reward for it has one key.
 */
export async function settlePromotion(db: Db, id: number, window: SettleWindow, now: Date, context: OpsContext): Promise<number> {
  const promo = await settleable(db, id, window);
  const dues = await duesOf(db, promo, window);
  let granted = 0;
  await db.transaction(async (tx) => {
    for (const due of dues) {
      const created = await grantReward(tx, {
        memberId: due.memberId,
        source: 'promotion',
        sourceKey: due.sourceKey,
        title: promo.title,
        amount: due.amount,
        wagering: due.amount * BigInt(promo.rules.turnover),
        expiresAt: daysAfter(now, promo.rules.claimDays),
      });
      if (created?.created) granted += 1;
    }
    await recordAction(tx, {
      actor: context.actor,
      action: 'promotion.settle',
      target: `promotion:${promo.id}`,
      before: null,
      after: { from: window.from.toISOString(), to: window.to.toISOString(), members: dues.length },
      reason: context.reason,
    });
  });
  return granted;
}
