import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../src/contract/money.ts';
import { depositMatchedKinds, type DepositBonus } from '../../../src/contract/promotions.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Db } from '../../db/index.ts';
import { depositRequest, reward } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { dayIn, percentOf, runningPromotions, type PromotionRow } from './active.ts';
import { daysAfter, grantAndPay, grantReward } from './rewards.ts';
import { refuseUnmet, unmetConditions } from './terms.ts';

export interface DepositCredit {
  id: number;
  memberId: number;
  amount: bigint;
  /** The promotion the member opted into when filing, or null. */
  bonusPromotionId: number | null;
}

export interface CreditContext {
  currency: string;
  now: Date;
  timeZone: string;
}

const isDepositMatched = (promo: PromotionRow) => (depositMatchedKinds as readonly string[]).includes(promo.kind);

async function approvedDeposits(executor: Db | Tx, memberId: number, except?: number): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(depositRequest)
    .where(and(eq(depositRequest.memberId, memberId), eq(depositRequest.status, 'approved'), except === undefined ? undefined : ne(depositRequest.id, except)));
  return row?.total ?? 0;
}

/** The reward key of a deposit bonus: once per member for a first deposit, once per member and day for a reload. */
export function bonusKey(promo: PromotionRow, memberId: number, now: Date, timeZone: string): string {
  const base = `promotion:${promo.id}:member:${memberId}`;
  return promo.kind === 'reload' ? `${base}:day:${dayIn(now, timeZone)}` : base;
}

/** What a deposit of `amount` earns under the promotion's rules: nothing below the minimum, else the percent up to the cap. */
export function bonusOf(promo: PromotionRow, amount: bigint): { bonus: bigint; wagering: bigint } {
  const rules = promo.rules;
  if (amount < toMinorUnits(rules.minBase)) return { bonus: 0n, wagering: 0n };
  const bonus = percentOf(amount, rules.percent, rules.cap === undefined ? null : toMinorUnits(rules.cap));
  const played = rules.turnoverIncludesDeposit ? bonus + amount : bonus;
  return { bonus, wagering: played * BigInt(rules.turnover) };
}

/** Whether the promotion could still pay this member a bonus now, conditions aside. */
async function openTo(executor: Db | Tx, memberId: number, promo: PromotionRow, now: Date, timeZone: string): Promise<boolean> {
  if (promo.kind === 'first-deposit' && (await approvedDeposits(executor, memberId)) > 0) return false;
  const [taken] = await executor
    .select({ id: reward.id })
    .from(reward)
    .where(eq(reward.sourceKey, bonusKey(promo, memberId, now, timeZone)));
  return !taken;
}

function depositBonusView(promo: PromotionRow, locale: Locale): DepositBonus {
  const rules = promo.rules;
  return {
    promotionId: promo.id,
    kind: promo.kind as DepositBonus['kind'],
    title: promo.title[locale] || promo.title.en,
    percent: rules.percent,
    cap: rules.cap ?? null,
    minDeposit: rules.minBase,
    turnover: rules.turnover,
    turnoverIncludesDeposit: rules.turnoverIncludesDeposit,
  };
}

/** GET /wps/promotions/deposit-bonuses: what this member may opt into with a deposit now. */
export async function depositBonusOptions(app: FastifyInstance, memberId: number, locale: Locale): Promise<DepositBonus[]> {
  const now = app.clock.now();
  const identityRule = await app.settings.get('identity');
  const options: DepositBonus[] = [];
  for (const promo of await runningPromotions(app.db, [...depositMatchedKinds], now)) {
    if (!(await openTo(app.db, memberId, promo, now, app.config.TIME_ZONE))) continue;
    if ((await unmetConditions(app.db, memberId, promo, identityRule)).length > 0) continue;
    options.push(depositBonusView(promo, locale));
  }
  return options;
}

/**
 * Checks a deposit's opt-in before the deposit is filed: the promotion runs and is deposit-matched,
 * it is still open to the member, the amount reaches its minimum and the terms' conditions are met.
 * Reads through app.db: the caller runs it before its own transaction.
 */
export async function checkOptIn(app: FastifyInstance, memberId: number, promotionId: number, amount: bigint, locale: Locale): Promise<void> {
  const t = translator(locale);
  const now = app.clock.now();
  const refuse = (key: 'bonus.optIn.unavailable' | 'bonus.optIn.belowMinimum', vars?: Record<string, string>) => {
    throw new AppError('RULE_BROKEN', { fields: { bonusPromotionId: t(key, vars) } });
  };
  const [promo] = (await runningPromotions(app.db, [...depositMatchedKinds], now)).filter((row) => row.id === promotionId);
  if (!promo || !(await openTo(app.db, memberId, promo, now, app.config.TIME_ZONE))) return refuse('bonus.optIn.unavailable');
  if (amount < toMinorUnits(promo.rules.minBase)) return refuse('bonus.optIn.belowMinimum', { min: String(promo.rules.minBase) });
  refuseUnmet(await unmetConditions(app.db, memberId, promo, await app.settings.get('identity')), locale);
}

/**
 * Runs in the deposit's crediting transaction. A deposit whose member opted into a bonus is paid that
 * bonus when it still qualifies (the promotion running, the first deposit for a first-deposit bonus,
 * at least the minimum, not yet earned for the period); its turnover is then owed. Without an opt-in
 * nothing is paid: the first running promotion in the operator's order the deposit qualifies for is
 * offered in the reward center instead, to claim (with the terms' conditions) or decline until its
 * claim window closes. A deposit earns one bonus at most, and a promotion's key pays once per period.
 */
export async function creditDepositBonus(tx: Tx, deposit: DepositCredit, context: CreditContext): Promise<void> {
  const promos = await runningPromotions(tx, [...depositMatchedKinds], context.now);
  if (promos.length === 0) return;
  const isFirst = (await approvedDeposits(tx, deposit.memberId, deposit.id)) === 0;
  const chosen = deposit.bonusPromotionId === null ? promos : promos.filter((promo) => promo.id === deposit.bonusPromotionId);
  for (const promo of chosen) {
    if (!isDepositMatched(promo) || (promo.kind === 'first-deposit' && !isFirst)) continue;
    const { bonus, wagering } = bonusOf(promo, deposit.amount);
    if (bonus <= 0n) continue;
    const grant = {
      memberId: deposit.memberId,
      source: 'promotion' as const,
      sourceKey: bonusKey(promo, deposit.memberId, context.now, context.timeZone),
      title: promo.title,
      amount: bonus,
      wagering,
      expiresAt: daysAfter(context.now, promo.rules.claimDays),
      depositId: deposit.id,
      promotionId: promo.id,
    };
    if (deposit.bonusPromotionId === null) await grantReward(tx, grant);
    else await grantAndPay(tx, grant, context.currency, context.now);
    return;
  }
}
