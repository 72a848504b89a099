import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { incomeKinds, type Income, type TeamTransactionPage, type TeamTransactionsQuery } from '../../../src/contract/agent.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { transferKinds, type PeriodQuery, type TransferKind } from '../../../src/contract/wallet.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { ledgerAccount, ledgerEntry, ledgerTransfer, member, memberTeam } from '../../db/schema.ts';
import { checkRange, withinDays } from '../records/period.ts';
import { entrySums, pageOfEntries, recordColumns } from '../records/repository.ts';
import { periodDays, recordItem } from '../records/service.ts';
import { isSpendableCode } from '../wallet/accounts.ts';
import { belowAgent, requireTeamMemberNamed } from './team.ts';

/**
 * GET /wps/agent/team/transactions: the account records of the team's members, as each member's
 * own account record shows them (main and vendor wallets), newest first, with whose they are.
 */
export async function teamTransactions(app: FastifyInstance, agentId: number, query: TeamTransactionsQuery, locale: Locale): Promise<TeamTransactionPage> {
  checkRange(query, locale);
  const conditions: (SQL | undefined)[] = [
    belowAgent(agentId),
    isSpendableCode(),
    inArray(ledgerTransfer.kind, query.type ? [query.type] : [...transferKinds]),
    ...withinDays(ledgerEntry.createdAt, query, app.config.TIME_ZONE),
  ];
  if (query.member) conditions.push(eq(memberTeam.descendantId, await requireTeamMemberNamed(app.db, agentId, query.member)));
  const where = and(...conditions);
  /** The team's entries, with whose wallet each is on. */
  const joined = <T extends PgSelect>(query: T) =>
    query
      .innerJoin(member, eq(member.id, memberTeam.descendantId))
      .innerJoin(ledgerAccount, eq(ledgerAccount.memberId, memberTeam.descendantId))
      .innerJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
      .innerJoin(ledgerTransfer, eq(ledgerTransfer.id, ledgerEntry.transferId))
      .where(where);
  const [[counted], rows] = await Promise.all([
    joined(
      app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(memberTeam)
        .$dynamic(),
    ),
    joined(
      app.db
        .select({ ...recordColumns, member: member.username })
        .from(memberTeam)
        .$dynamic(),
    )
      .orderBy(desc(ledgerEntry.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const context = { locale, timeZone: app.config.TIME_ZONE };
  return {
    // The kind filter admits only transferKinds, so the narrowing holds.
    items: rows.map((row) => ({ ...recordItem({ ...row, kind: row.kind as TransferKind }, context), member: row.member })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * GET /wps/agent/income: money that came in to the agent's own wallets as income (transfers from
 * its downline, and salaries and dividends once contracts pay them), by kind and movement by movement.
 */
export async function agentIncome(
  app: FastifyInstance,
  agentId: number,
  query: PeriodQuery & { page: number; pageSize: number },
  locale: Locale,
): Promise<Income> {
  const { from, to } = periodDays(query, app.config.TIME_ZONE, locale);
  const filter = { memberId: agentId, kinds: incomeKinds, from, to, timeZone: app.config.TIME_ZONE, incomingOnly: true };
  const [sums, page] = await Promise.all([
    entrySums(app.db, filter),
    pageOfEntries(app.db, filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
  ]);
  const byKind = incomeKinds.map((kind) => ({ kind, amount: sums.get(kind) ?? 0n }));
  return {
    from,
    to,
    byKind: byKind.map((row) => ({ kind: row.kind, amount: toAmount(row.amount) })),
    total: toAmount(byKind.reduce((sum, row) => sum + row.amount, 0n)),
    items: page.rows.map((row) => recordItem(row, { locale, timeZone: app.config.TIME_ZONE })),
    count: page.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
