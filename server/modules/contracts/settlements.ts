import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import type { SettlementItem, SettlementPage, SettlementQuery } from '../../../src/contract/contracts.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { contractSettlement, member } from '../../db/schema.ts';
import { checkRange, withinDays } from '../records/period.ts';

export const labelOf = (key: string) => key.slice(key.indexOf(':') + 1);

/**
 * GET /wps/agent/settlements: what each of the agent's settled periods paid and the figures behind
 * it, newest first. The hourly salary's are its hours' closes and its real-time windows together.
 */
export async function settlementPage(app: FastifyInstance, agentId: number, query: SettlementQuery, locale: Locale): Promise<SettlementPage> {
  checkRange(query, locale);
  const where = and(
    eq(contractSettlement.holderId, agentId),
    query.kind ? inArray(contractSettlement.kind, query.kind === 'hourly' ? ['hourly', 'realtime'] : [query.kind]) : undefined,
    ...withinDays(contractSettlement.periodStart, query, app.config.TIME_ZONE),
  );
  const [[totals], rows] = await Promise.all([
    app.db
      .select({ count: sql<number>`count(*)::int`, paid: sql<string>`coalesce(sum(${contractSettlement.amount}), 0)::text` })
      .from(contractSettlement)
      .where(where),
    app.db
      .select({ row: contractSettlement, holder: member.username })
      .from(contractSettlement)
      .innerJoin(member, eq(member.id, contractSettlement.holderId))
      .where(where)
      .orderBy(desc(contractSettlement.periodStart), desc(contractSettlement.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    items: rows.map(({ row, holder }) => settlementItem(row, holder)),
    total: totals?.count ?? 0,
    paid: toAmount(BigInt(totals?.paid ?? '0')),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function settlementItem(row: typeof contractSettlement.$inferSelect, holder: string): SettlementItem {
  return {
    contractId: row.contractId,
    kind: row.kind,
    holder,
    period: labelOf(row.period),
    from: row.periodStart.toISOString(),
    to: row.periodEnd.toISOString(),
    figures: row.figures,
    amount: toAmount(row.amount),
    paidAt: row.paidAt.toISOString(),
  };
}
