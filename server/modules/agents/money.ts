import { and, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { playMoneyAccountCode } from '../../../src/contract/games.ts';
import { transferKinds } from '../../../src/contract/wallet.ts';
import { ledgerAccount, ledgerEntry, ledgerTransfer } from '../../db/schema.ts';
import { withinDays, type DayRange } from '../records/period.ts';

export interface Window extends DayRange {
  timeZone: string;
}

/** The day a timestamp falls on in the operator's time zone, as yyyy-MM-dd. */
export const dayOf = (column: SQLWrapper, timeZone: string) => sql<string | null>`(${column} at time zone ${timeZone})::date::text`;

/** A bigint sum from the database (text, so no precision is lost on the way). */
export const sumText = (value: SQL | AnyPgColumn) => sql<string>`coalesce(sum(${value}), 0)::text`;

/**
 * Joins the ledger entries of team members' money to a query over `memberTeam`, as the member
 * side's records count them: every money account of theirs but play money. `teamMember` is the
 * closure column naming the member whose money it is.
 */
export function withTeamMoney<T extends PgSelect>(query: T, teamMember: AnyPgColumn) {
  return query
    .innerJoin(ledgerAccount, and(eq(ledgerAccount.memberId, teamMember), eq(ledgerAccount.ledger, 'money'), ne(ledgerAccount.code, playMoneyAccountCode)))
    .innerJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
    .innerJoin(ledgerTransfer, eq(ledgerTransfer.id, ledgerEntry.transferId));
}

/** Transfers of the known kinds within the days. */
export const moneyWithin = (window: Window) => [
  inArray(ledgerTransfer.kind, [...transferKinds]),
  ...withinDays(ledgerEntry.createdAt, window, window.timeZone),
];

/** Sums by kind into maps keyed by `key`, from rows of (key, kind, total). */
export function sumsBy<K>(rows: readonly { key: K; kind: string; total: string }[]): Map<K, Map<string, bigint>> {
  const result = new Map<K, Map<string, bigint>>();
  for (const row of rows) {
    const sums = result.get(row.key) ?? new Map<string, bigint>();
    sums.set(row.kind, (sums.get(row.kind) ?? 0n) + BigInt(row.total));
    result.set(row.key, sums);
  }
  return result;
}
