import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { transferKinds, type TransferKind } from '../../../src/contract/wallet.ts';
import { playMoneyAccountCode } from '../../../src/contract/games.ts';
import type { Db } from '../../db/index.ts';
import { ledgerAccount, ledgerEntry, ledgerTransfer } from '../../db/schema.ts';
import { spendableAccounts } from '../wallet/accounts.ts';
import { withinDays, type DayRange } from './period.ts';

/** What an account record line reads from an entry, its transfer and its account (member and team records alike). */
export const recordColumns = {
  id: ledgerEntry.id,
  at: ledgerEntry.createdAt,
  kind: ledgerTransfer.kind,
  wallet: ledgerAccount.code,
  amount: ledgerEntry.amount,
  balanceAfter: ledgerEntry.balanceAfter,
  metadata: ledgerTransfer.metadata,
};

export interface EntryRow {
  id: number;
  at: Date;
  kind: TransferKind;
  wallet: string;
  amount: bigint;
  balanceAfter: bigint;
  metadata: Record<string, unknown>;
}

export interface EntryFilter extends DayRange {
  memberId: number;
  kinds: readonly TransferKind[];
  timeZone: string;
  /** Only money that came in (an agent's income), not what went out. */
  incomingOnly?: boolean;
}

/** Entries on the member's main and vendor wallets, of the given kinds, within the days. */
function entryConditions(filter: EntryFilter) {
  return and(
    spendableAccounts(filter.memberId),
    inArray(ledgerTransfer.kind, [...filter.kinds]),
    filter.incomingOnly ? gt(ledgerEntry.amount, 0n) : undefined,
    ...withinDays(ledgerEntry.createdAt, filter, filter.timeZone),
  );
}

export async function pageOfEntries(
  db: Db,
  filter: EntryFilter,
  page: { limit: number; offset: number; order?: 'asc' | 'desc' },
): Promise<{ rows: EntryRow[]; total: number }> {
  const where = entryConditions(filter);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerEntry.accountId, ledgerAccount.id))
    .innerJoin(ledgerTransfer, eq(ledgerEntry.transferId, ledgerTransfer.id))
    .where(where);
  const rows = await db
    .select(recordColumns)
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerEntry.accountId, ledgerAccount.id))
    .innerJoin(ledgerTransfer, eq(ledgerEntry.transferId, ledgerTransfer.id))
    .where(where)
    .orderBy(page.order === 'asc' ? asc(ledgerEntry.id) : desc(ledgerEntry.id))
    .limit(page.limit)
    .offset(page.offset);
  // The kind filter admits only transferKinds, so the narrowing holds.
  return { rows: rows.map((row) => ({ ...row, kind: row.kind as TransferKind })), total: counted?.total ?? 0 };
}

/**
 * What each kind of transfer did to the member's money within the days, summed over every money
 * account of theirs: moves between their own accounts (a withdrawal held, a wallet transfer) net to
 * zero, so only money that came in or left counts.
 */
export async function sumsByKind(db: Db, filter: Omit<EntryFilter, 'kinds'>): Promise<Map<TransferKind, bigint>> {
  const rows = await db
    .select({ kind: ledgerTransfer.kind, total: sql<string>`sum(${ledgerEntry.amount})::text` })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerEntry.accountId, ledgerAccount.id))
    .innerJoin(ledgerTransfer, eq(ledgerEntry.transferId, ledgerTransfer.id))
    .where(
      and(
        eq(ledgerAccount.ledger, 'money'),
        eq(ledgerAccount.memberId, filter.memberId),
        // Play money (HOUSE games of trial accounts) is never the member's profit or loss.
        ne(ledgerAccount.code, playMoneyAccountCode),
        inArray(ledgerTransfer.kind, [...transferKinds]),
        ...withinDays(ledgerEntry.createdAt, filter, filter.timeZone),
      ),
    )
    .groupBy(ledgerTransfer.kind);
  return new Map(rows.map((row) => [row.kind as TransferKind, BigInt(row.total)]));
}

/** Sums by kind of the entries a filter selects (an agent's income by kind). */
export async function entrySums(db: Db, filter: EntryFilter): Promise<Map<TransferKind, bigint>> {
  const rows = await db
    .select({ kind: ledgerTransfer.kind, total: sql<string>`sum(${ledgerEntry.amount})::text` })
    .from(ledgerEntry)
    .innerJoin(ledgerAccount, eq(ledgerEntry.accountId, ledgerAccount.id))
    .innerJoin(ledgerTransfer, eq(ledgerEntry.transferId, ledgerTransfer.id))
    .where(entryConditions(filter))
    .groupBy(ledgerTransfer.kind);
  return new Map(rows.map((row) => [row.kind as TransferKind, BigInt(row.total)]));
}
