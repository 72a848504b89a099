import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deskPageSize, type SettlementPayments, type SettlementRun } from '../../../src/contract/agent-desk.ts';
import type { ContractKind } from '../../../src/contract/contracts.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { contractSettlement, member, settlementRun } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { labelOf, settlementItem } from './settlements.ts';

/** GET /ops/settlements/runs: the finished runs, newest period first, with how many contracts each paid and how much. */
export async function settlementRuns(
  app: FastifyInstance,
  query: { kind?: ContractKind; page: number },
): Promise<{ items: SettlementRun[]; total: number; page: number; pageSize: number }> {
  const where = query.kind ? eq(settlementRun.kind, query.kind) : undefined;
  const [[counted], rows] = await Promise.all([
    app.db
      .select({ total: sql<number>`count(*)::int` })
      .from(settlementRun)
      .where(where),
    app.db
      .select()
      .from(settlementRun)
      .where(where)
      .orderBy(desc(settlementRun.periodStart), asc(settlementRun.kind))
      .limit(deskPageSize)
      .offset((query.page - 1) * deskPageSize),
  ]);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      period: labelOf(row.period),
      from: row.periodStart.toISOString(),
      to: row.periodEnd.toISOString(),
      contracts: row.contracts,
      paid: toAmount(row.paid),
      finishedAt: row.finishedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: deskPageSize,
  };
}

/** GET /ops/settlements/payments: what the run of a kind starting at `from` paid each contract, largest first. */
export async function settlementPayments(app: FastifyInstance, kind: ContractKind, from: string): Promise<SettlementPayments> {
  const start = new Date(from);
  const [run] = await app.db
    .select({ kind: settlementRun.kind })
    .from(settlementRun)
    .where(and(eq(settlementRun.kind, kind), eq(settlementRun.periodStart, start)));
  if (!run) throw new AppError('NOT_FOUND');
  const rows = await app.db
    .select({ row: contractSettlement, holder: member.username })
    .from(contractSettlement)
    .innerJoin(member, eq(member.id, contractSettlement.holderId))
    .where(and(eq(contractSettlement.kind, kind), eq(contractSettlement.periodStart, start), isNull(contractSettlement.duplicateOf)))
    .orderBy(desc(contractSettlement.amount), asc(member.username));
  return {
    items: rows.map(({ row, holder }) => settlementItem(row, holder)),
    total: toAmount(rows.reduce((sum, { row }) => sum + row.amount, 0n)),
  };
}
