import { and, count, eq, ne } from 'drizzle-orm';
import { toMinorUnits } from '../../../src/contract/money.ts';
import { depositRequest } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { dayIn, percentOf, runningPromotions, type PromotionRow } from './active.ts';
import { daysAfter, grantAndPay } from './rewards.ts';

export interface DepositCredit {
  id: number;
  memberId: number;
  amount: bigint;
}

export interface CreditContext {
  currency: string;
  now: Date;
  timeZone: string;
}

async function approvedBefore(tx: Tx, deposit: DepositCredit): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(depositRequest)
    .where(and(eq(depositRequest.memberId, deposit.memberId), eq(depositRequest.status, 'approved'), ne(depositRequest.id, deposit.id)));
  return row?.total ?? 0;
}

/** The reward key of a deposit bonus: once per member for a first deposit, once per member and day for a reload. */
function keyOf(promo: PromotionRow, deposit: DepositCredit, context: CreditContext): string {
  const base = `promotion:${promo.id}:member:${deposit.memberId}`;
  return promo.kind === 'reload' ? `${base}:day:${dayIn(context.now, context.timeZone)}` : base;
}

/**
 * Pays the deposit bonuses a credited deposit earns, in the deposit's own transaction: the first
 * deposit's bonus when it is the member's first, and a reload once a day. Percent of the deposit up
 * to the cap, for deposits of at least the minimum; the bonus (and, when the terms say so, the
 * deposit) must then be played `turnover` times before a withdrawal. A deposit earns one bonus at
 * most: the first of the running promotions in the operator's order that it qualifies for.
 */
export async function payDepositBonuses(tx: Tx, deposit: DepositCredit, context: CreditContext): Promise<void> {
  const promos = await runningPromotions(tx, ['first-deposit', 'reload'], context.now);
  if (promos.length === 0) return;
  const isFirst = (await approvedBefore(tx, deposit)) === 0;
  for (const promo of promos) {
    if (promo.kind === 'first-deposit' && !isFirst) continue;
    const rules = promo.rules;
    if (deposit.amount < toMinorUnits(rules.minBase)) continue;
    const bonus = percentOf(deposit.amount, rules.percent, rules.cap === undefined ? null : toMinorUnits(rules.cap));
    if (bonus <= 0n) continue;
    const played = rules.turnoverIncludesDeposit ? bonus + deposit.amount : bonus;
    await grantAndPay(
      tx,
      {
        memberId: deposit.memberId,
        source: 'promotion',
        sourceKey: keyOf(promo, deposit, context),
        title: promo.title,
        amount: bonus,
        wagering: played * BigInt(rules.turnover),
        expiresAt: daysAfter(context.now, rules.claimDays),
      },
      context.currency,
      context.now,
    );
    return;
  }
}
