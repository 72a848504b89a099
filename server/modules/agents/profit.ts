import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ProfitRow, TeamProfit, TeamProfitQuery } from '../../../src/contract/agent.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { ledgerEntry, ledgerTransfer, member, memberTeam } from '../../db/schema.ts';
import { periodDays, profitAmounts, profitFigures } from '../records/service.ts';
import { moneyWithin, sumsBy, sumText, withTeamMoney } from './money.ts';
import { teamMoney } from './overview-read.ts';

/** The closure rows below each direct downline: `sub.depth = 0` is that downline's own money. */
const top = alias(memberTeam, 'top');
const sub = alias(memberTeam, 'sub');

const merge = (...maps: (ReadonlyMap<string, bigint> | undefined)[]) => {
  const merged = new Map<string, bigint>();
  for (const map of maps) for (const [kind, total] of map ?? []) merged.set(kind, (merged.get(kind) ?? 0n) + total);
  return merged;
};

const directOf = (agentId: number) => and(eq(memberTeam.ancestorId, agentId), eq(memberTeam.depth, 1));

/**
 * GET /wps/agent/team/profit: a page of direct downlines (by username), each with its own profit and
 * loss and its sub-team's (itself and everyone below it), counted as each member's own profit page
 * counts it, over the closure table at any depth; the whole team's total comes from the roll-up, so it
 * never depends on the page shown.
 */
export async function teamProfit(app: FastifyInstance, agentId: number, query: TeamProfitQuery, locale: Locale): Promise<TeamProfit> {
  const timeZone = app.config.TIME_ZONE;
  const { from, to } = periodDays(query, timeZone, locale);
  const window = { from, to, timeZone };
  const [directs, count, whole] = await Promise.all([
    app.db
      .select({ id: member.id, username: member.username, type: member.type })
      .from(memberTeam)
      .innerJoin(member, eq(member.id, memberTeam.descendantId))
      .where(directOf(agentId))
      .orderBy(asc(member.username), asc(member.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    app.db.$count(memberTeam, directOf(agentId)),
    teamMoney(app, agentId, window),
  ]);
  const ids = directs.map((who) => who.id);
  const moneyQuery = app.db
    .select({ direct: top.descendantId, own: sql<boolean>`${sub.depth} = 0`.as('own'), kind: ledgerTransfer.kind, total: sumText(ledgerEntry.amount) })
    .from(top)
    .innerJoin(sub, eq(sub.ancestorId, top.descendantId))
    .$dynamic();
  const rows =
    ids.length === 0
      ? []
      : await withTeamMoney(moneyQuery, sub.descendantId)
          .where(and(eq(top.ancestorId, agentId), eq(top.depth, 1), inArray(top.descendantId, ids), ...moneyWithin(window)))
          .groupBy(top.descendantId, sql`own`, ledgerTransfer.kind);
  const ownSums = sumsBy(rows.filter((row) => row.own).map((row) => ({ key: row.direct, kind: row.kind, total: row.total })));
  const belowSums = sumsBy(rows.filter((row) => !row.own).map((row) => ({ key: row.direct, kind: row.kind, total: row.total })));
  const row = (who: (typeof directs)[number], sums: Map<string, bigint>): ProfitRow => ({ ...who, ...profitAmounts(profitFigures(sums)) });
  return {
    from,
    to,
    direct: directs.map((who) => ({ own: row(who, merge(ownSums.get(who.id))), team: row(who, merge(ownSums.get(who.id), belowSums.get(who.id))) })),
    teamTotal: profitAmounts(profitFigures(whole)),
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  };
}
