import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import {
  transferKinds,
  type BonusList,
  type PeriodQuery,
  type Profit,
  type RecordItem,
  type RecordPage,
  type RecordQuery,
  type TransferKind,
} from '../../../src/contract/wallet.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { openWageringRequirements } from '../payments/wagering.ts';
import { checkRange, todayIn } from './period.ts';
import { recordRemark, type RemarkContext } from './remarks.ts';
import { pageOfEntries, sumsByKind, type EntryRow } from './repository.ts';

/** How many bonus credits the bonus page lists, newest first. */
const bonusListLength = 100;

/** One account record line, its remark in the reader's language (the member's own record, and the agent's views of it). */
export function recordItem(row: EntryRow, context: RemarkContext): RecordItem {
  return {
    id: row.id,
    time: row.at.toISOString(),
    type: row.kind,
    wallet: row.wallet,
    amount: toAmount(row.amount),
    balanceAfter: toAmount(row.balanceAfter),
    remark: recordRemark(row.kind, row.metadata, context),
  };
}

/** The account record: every movement of the member's wallets, newest first. */
export async function accountRecords(app: FastifyInstance, memberId: number, query: RecordQuery, locale: Locale): Promise<RecordPage> {
  checkRange(query, locale);
  const filter = { memberId, kinds: query.type ? [query.type] : transferKinds, from: query.from, to: query.to, timeZone: app.config.TIME_ZONE };
  const { rows, total } = await pageOfEntries(app.db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const context = { locale, timeZone: app.config.TIME_ZONE };
  return { items: rows.map((row) => recordItem(row, context)), total, page: query.page, pageSize: query.pageSize };
}

/** Profit and loss in minor units, as every report of it counts (the member's own page and the agent's team reports). */
export interface ProfitFigures {
  bets: bigint;
  validBets: bigint;
  payouts: bigint;
  bonuses: bigint;
  deposits: bigint;
  withdrawals: bigint;
  net: bigint;
}

/**
 * What the ledger sums by kind (money in positive, out negative, on the member's side) mean as
 * profit and loss: money in from play and bonuses against stakes not given back, beside the
 * deposits and paid withdrawals.
 */
export function profitFigures(sums: ReadonlyMap<string, bigint>): ProfitFigures {
  const sum = (kind: TransferKind) => sums.get(kind) ?? 0n;
  const bets = -sum('bet');
  const validBets = bets - sum('rollback');
  const payouts = sum('win');
  const bonuses = sum('bonus');
  return {
    bets,
    validBets,
    payouts,
    bonuses,
    deposits: sum('deposit'),
    // A refund after payment (not received) gives money back; one before payment nets to zero here.
    withdrawals: -(sum('withdrawal-payout') + sum('withdrawal-refund')),
    net: payouts + bonuses - validBets,
  };
}

/** The figures as amounts on the wire. */
export function profitAmounts(figures: ProfitFigures): Omit<Profit, 'from' | 'to'> {
  return {
    bets: toAmount(figures.bets),
    validBets: toAmount(figures.validBets),
    payouts: toAmount(figures.payouts),
    bonuses: toAmount(figures.bonuses),
    deposits: toAmount(figures.deposits),
    withdrawals: toAmount(figures.withdrawals),
    net: toAmount(figures.net),
  };
}

/** The days a period query means: today when none, from a day to today, or one day. */
export function periodDays(query: PeriodQuery, timeZone: string, locale: Locale): { from: string; to: string } {
  checkRange(query, locale);
  const today = todayIn(timeZone);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from ? today : from);
  checkRange({ from, to }, locale);
  return { from, to };
}

/** Personal profit and loss for the days asked (today when none). */
export async function personalProfit(app: FastifyInstance, memberId: number, query: PeriodQuery, locale: Locale): Promise<Profit> {
  const { from, to } = periodDays(query, app.config.TIME_ZONE, locale);
  const sums = await sumsByKind(app.db, { memberId, from, to, timeZone: app.config.TIME_ZONE });
  return { from, to, ...profitAmounts(profitFigures(sums)) };
}

export async function bonusDetails(app: FastifyInstance, memberId: number, locale: Locale): Promise<BonusList> {
  const filter = { memberId, kinds: ['bonus'] as const, timeZone: app.config.TIME_ZONE };
  const context = { locale, timeZone: app.config.TIME_ZONE };
  const [{ rows }, openWagering] = await Promise.all([
    pageOfEntries(app.db, filter, { limit: bonusListLength, offset: 0 }),
    openWageringRequirements(app.db, memberId),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, time: row.at.toISOString(), amount: toAmount(row.amount), remark: recordRemark('bonus', row.metadata, context) })),
    openWagering,
  };
}
