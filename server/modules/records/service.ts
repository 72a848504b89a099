import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import { transferKinds, type BonusList, type PeriodQuery, type Profit, type RecordItem, type RecordPage, type RecordQuery, type TransferKind } from '../../../src/contract/wallet.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { openWageringRequirements } from '../payments/wagering.ts';
import { checkRange, todayIn } from './period.ts';
import { pageOfEntries, sumsByKind, type EntryRow } from './repository.ts';

/** How many bonus credits the bonus page lists, newest first. */
const bonusListLength = 100;

function remarkOf(metadata: Record<string, unknown>): string {
  return typeof metadata.remark === 'string' ? metadata.remark : '';
}

function recordItem(row: EntryRow): RecordItem {
  return {
    id: row.id,
    time: row.at.toISOString(),
    type: row.kind,
    wallet: row.wallet,
    amount: toAmount(row.amount),
    balanceAfter: toAmount(row.balanceAfter),
    remark: remarkOf(row.metadata),
  };
}

/** The account record: every movement of the member's wallets, newest first. */
export async function accountRecords(app: FastifyInstance, memberId: number, query: RecordQuery, locale: Locale): Promise<RecordPage> {
  checkRange(query, locale);
  const filter = { memberId, kinds: query.type ? [query.type] : transferKinds, from: query.from, to: query.to, timeZone: app.config.TIME_ZONE };
  const { rows, total } = await pageOfEntries(app.db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return { items: rows.map(recordItem), total, page: query.page, pageSize: query.pageSize };
}

/**
 * Personal profit and loss for the days asked (today when none): money in from play and bonuses
 * against stakes, beside the deposits and paid withdrawals of the same days.
 */
export async function personalProfit(app: FastifyInstance, memberId: number, query: PeriodQuery, locale: Locale): Promise<Profit> {
  checkRange(query, locale);
  const today = todayIn(app.config.TIME_ZONE);
  const from = query.from ?? query.to ?? today;
  const to = query.to ?? (query.from ? today : from);
  checkRange({ from, to }, locale);
  const sums = await sumsByKind(app.db, { memberId, from, to, timeZone: app.config.TIME_ZONE });
  const sum = (kind: TransferKind) => sums.get(kind) ?? 0n;
  const bets = -sum('bet');
  const validBets = bets - sum('rollback');
  const payouts = sum('win');
  const bonuses = sum('bonus');
  return {
    from,
    to,
    bets: toAmount(bets),
    validBets: toAmount(validBets),
    payouts: toAmount(payouts),
    bonuses: toAmount(bonuses),
    deposits: toAmount(sum('deposit')),
    // A refund after payment (not received) gives money back; one before payment nets to zero here.
    withdrawals: toAmount(-(sum('withdrawal-payout') + sum('withdrawal-refund'))),
    net: toAmount(payouts + bonuses - validBets),
  };
}

export async function bonusDetails(app: FastifyInstance, memberId: number): Promise<BonusList> {
  const filter = { memberId, kinds: ['bonus'] as const, timeZone: app.config.TIME_ZONE };
  const [{ rows }, openWagering] = await Promise.all([
    pageOfEntries(app.db, filter, { limit: bonusListLength, offset: 0 }),
    openWageringRequirements(app.db, memberId),
  ]);
  return {
    items: rows.map((row) => ({ id: row.id, time: row.at.toISOString(), amount: toAmount(row.amount), remark: remarkOf(row.metadata) })),
    openWagering,
  };
}
