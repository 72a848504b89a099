import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { toAmount } from '../../../src/contract/money.ts';
import type { OpsRedemption, PointsEntry, PointsKind, PointsPageQuery, Redemption, RedemptionStatus } from '../../../src/contract/points.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Db } from '../../db/index.ts';
import { betRecord, ledgerAccount, ledgerEntry, ledgerTransfer, member, pointsRedemption, pointsReward } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { gameName } from '../catalog/game-names.ts';
import type { Catalog } from '../catalog/repository.ts';
import { convertedPointsRemark } from '../records/remarks.ts';
import type { Tx } from '../ledger/types.ts';
import { pointsMainCode, pointsValue } from './accounts.ts';

function select(executor: Db | Tx) {
  return executor
    .select({ ...getTableColumns(pointsRedemption), itemName: pointsReward.name, username: member.username })
    .from(pointsRedemption)
    .innerJoin(member, eq(member.id, pointsRedemption.memberId))
    .leftJoin(pointsReward, eq(pointsReward.id, pointsRedemption.rewardId))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function redemptionView(row: Row, locale: Locale): Redemption {
  return {
    id: row.id,
    type: row.type,
    item: row.itemName ? row.itemName[locale] || row.itemName.en : null,
    points: pointsValue(row.points),
    amount: toAmount(row.amount),
    quantity: row.quantity,
    status: row.status,
    time: row.createdAt.toISOString(),
    remark: row.remark,
    receivingAddress: row.receivingAddress,
    paidAccount: row.paidAccount,
  };
}

export async function memberRedemption(executor: Db | Tx, memberId: number, id: number, locale: Locale): Promise<Redemption> {
  const [row] = await select(executor).where(and(eq(pointsRedemption.id, id), eq(pointsRedemption.memberId, memberId)));
  if (!row) throw new AppError('NOT_FOUND');
  return redemptionView(row, locale);
}

export async function memberRedemptions(db: Db, memberId: number, query: PointsPageQuery, locale: Locale) {
  const mine = eq(pointsRedemption.memberId, memberId);
  const [rows, [counted]] = await Promise.all([
    select(db)
      .where(mine)
      .orderBy(desc(pointsRedemption.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(pointsRedemption).where(mine),
  ]);
  return { items: rows.map((row) => redemptionView(row, locale)), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

function opsView(row: Row): OpsRedemption {
  return { ...redemptionView(row, 'en'), memberId: row.memberId, username: row.username, decidedBy: row.decidedBy };
}

export async function opsRedemption(db: Db, id: number): Promise<OpsRedemption> {
  const [row] = await select(db).where(eq(pointsRedemption.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return opsView(row);
}

export async function opsRedemptions(db: Db, query: { status?: RedemptionStatus; limit: number }): Promise<OpsRedemption[]> {
  const rows = await select(db)
    .where(query.status ? eq(pointsRedemption.status, query.status) : undefined)
    .orderBy(desc(pointsRedemption.id))
    .limit(query.limit);
  return rows.map(opsView);
}

interface EntryFacts {
  kind: PointsKind;
  metadata: Record<string, unknown>;
  /** The bet a points-earn entry was earned on, when it is still in the betting record. */
  bet: { vendor: string; gameCode: string } | null;
}

/**
 * A points record line's remark in the reader's language: an earning names its bet's game, a
 * conversion its points; a redemption keeps the reward's name as redeemed, a grant or a decision
 * the reason the operator typed.
 */
function pointsRemark({ kind, metadata, bet }: EntryFacts, catalog: Catalog, locale: Locale): string {
  if (kind === 'points-earn' && bet) return translator(locale)('points.remark.earn', { game: gameName(catalog, bet.vendor, bet.gameCode, locale) });
  const remark = typeof metadata.remark === 'string' ? metadata.remark : '';
  return (kind === 'points-convert' && convertedPointsRemark(metadata, locale)) || remark;
}

/** The member's points record: entries on their spendable points, newest first. */
export async function pointsEntries(db: Db, catalog: Catalog, memberId: number, query: PointsPageQuery, locale: Locale) {
  const mine = and(eq(ledgerAccount.ledger, 'points'), eq(ledgerAccount.memberId, memberId), eq(ledgerAccount.code, pointsMainCode));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: ledgerEntry.id,
        time: ledgerEntry.createdAt,
        kind: ledgerTransfer.kind,
        amount: ledgerEntry.amount,
        balanceAfter: ledgerEntry.balanceAfter,
        metadata: ledgerTransfer.metadata,
        betVendor: betRecord.gameVendor,
        betGameCode: betRecord.gameCode,
      })
      .from(ledgerEntry)
      .innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId))
      .innerJoin(ledgerTransfer, eq(ledgerTransfer.id, ledgerEntry.transferId))
      // An earning's transfer names its bet (vendor_win, migration 0018).
      .leftJoin(betRecord, sql`${ledgerTransfer.kind} = 'points-earn' and ${betRecord.id} = (${ledgerTransfer.metadata}->>'betId')::bigint`)
      .where(mine)
      .orderBy(desc(ledgerEntry.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(ledgerEntry).innerJoin(ledgerAccount, eq(ledgerAccount.id, ledgerEntry.accountId)).where(mine),
  ]);
  const items: PointsEntry[] = rows.map((row) => {
    // Only points kinds ever post to a member's points account.
    const kind = row.kind as PointsKind;
    const bet = row.betVendor !== null && row.betGameCode !== null ? { vendor: row.betVendor, gameCode: row.betGameCode } : null;
    return {
      id: row.id,
      time: row.time.toISOString(),
      type: kind,
      points: pointsValue(row.amount),
      balanceAfter: pointsValue(row.balanceAfter),
      remark: pointsRemark({ kind, metadata: row.metadata, bet }, catalog, locale),
    };
  });
  return { items, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
