import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ProfitRow, TeamProfit } from '../../../src/contract/agent.ts';
import type { PeriodQuery } from '../../../src/contract/wallet.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { ledgerEntry, ledgerTransfer, member, memberTeam } from '../../db/schema.ts';
import { periodDays, profitAmounts, profitFigures } from '../records/service.ts';
import { moneyWithin, sumsBy, sumText, withTeamMoney } from './money.ts';

/** The closure rows below each direct downline: `sub.depth = 0` is that downline's own money. */
const top = alias(memberTeam, 'top');
const sub = alias(memberTeam, 'sub');

const merge = (...maps: (ReadonlyMap<string, bigint> | undefined)[]) => {
  const merged = new Map<string, bigint>();
  for (const map of maps) for (const [kind, total] of map ?? []) merged.set(kind, (merged.get(kind) ?? 0n) + total);
  return merged;
};

/**
 * GET /wps/agent/team/profit: for each direct downline, its own profit and loss and its sub-team's
 * (itself and everyone below it), and the whole team's total, counted as each member's own profit
 * page counts it. One set-based query over the closure table does it at any depth.
 */
export async function teamProfit(app: FastifyInstance, agentId: number, query: PeriodQuery, locale: Locale): Promise<TeamProfit> {
  const { from, to } = periodDays(query, app.config.TIME_ZONE, locale);
  const window = { from, to, timeZone: app.config.TIME_ZONE };
  const own = sql<boolean>`${sub.depth} = 0`.as('own');
  const moneyQuery = app.db
    .select({ direct: top.descendantId, own, kind: ledgerTransfer.kind, total: sumText(ledgerEntry.amount) })
    .from(top)
    .innerJoin(sub, eq(sub.ancestorId, top.descendantId))
    .$dynamic();
  const [rows, directs] = await Promise.all([
    withTeamMoney(moneyQuery, sub.descendantId)
      .where(and(eq(top.ancestorId, agentId), eq(top.depth, 1), ...moneyWithin(window)))
      .groupBy(top.descendantId, sql`own`, ledgerTransfer.kind),
    app.db
      .select({ id: member.id, username: member.username, type: member.type })
      .from(memberTeam)
      .innerJoin(member, eq(member.id, memberTeam.descendantId))
      .where(and(eq(memberTeam.ancestorId, agentId), eq(memberTeam.depth, 1)))
      .orderBy(asc(member.username)),
  ]);
  const ownSums = sumsBy(rows.filter((row) => row.own).map((row) => ({ key: row.direct, kind: row.kind, total: row.total })));
  const belowSums = sumsBy(rows.filter((row) => !row.own).map((row) => ({ key: row.direct, kind: row.kind, total: row.total })));
  const row = (who: (typeof directs)[number], sums: Map<string, bigint>): ProfitRow => ({ ...who, ...profitAmounts(profitFigures(sums)) });
  return {
    from,
    to,
    direct: directs.map((who) => ({ own: row(who, merge(ownSums.get(who.id))), team: row(who, merge(ownSums.get(who.id), belowSums.get(who.id))) })),
    total: profitAmounts(profitFigures(merge(...ownSums.values(), ...belowSums.values()))),
  };
}
