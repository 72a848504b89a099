import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TeamBetPage, TeamBetsQuery } from '../../../src/contract/agent.ts';
import { toAmount } from '../../../src/contract/money.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { agentDayBets, betRecord, member, memberTeam } from '../../db/schema.ts';
import { gameName } from '../catalog/game-names.ts';
import { checkRange, withinDays } from '../records/period.ts';
import { rollUpTeamFigures } from './rollup.ts';
import { belowAgent, requireTeamMemberNamed } from './team.ts';

/** A void bet (rolled back) is not a valid bet; every other stake is. */
const validBet = sql`case when ${betRecord.status} = 'void' then 0 else ${betRecord.stake} end`;

/** The totals of the team's bets the filters select, from the team's betting figures by day. */
function teamTotals(db: Db, agentId: number, query: TeamBetsQuery) {
  const conditions: (SQL | undefined)[] = [eq(agentDayBets.agentId, agentId)];
  if (query.from) conditions.push(gte(agentDayBets.day, query.from));
  if (query.to) conditions.push(lte(agentDayBets.day, query.to));
  if (query.category) conditions.push(eq(agentDayBets.category, query.category));
  if (query.vendor) conditions.push(eq(agentDayBets.gameVendor, query.vendor));
  return db
    .select({
      count: sql<number>`coalesce(sum(${agentDayBets.bets}), 0)::int`,
      stake: sql<string>`coalesce(sum(${agentDayBets.stake}), 0)::text`,
      validBet: sql<string>`coalesce(sum(${agentDayBets.validBet}), 0)::text`,
      payout: sql<string>`coalesce(sum(${agentDayBets.payout}), 0)::text`,
    })
    .from(agentDayBets)
    .where(and(...conditions));
}

/**
 * GET /wps/agent/team/bets: the team's betting record (real money only), newest first, with the
 * totals of every bet the filters select, not only the page's.
 */
export async function teamBets(app: FastifyInstance, agentId: number, query: TeamBetsQuery, locale: Locale): Promise<TeamBetPage> {
  checkRange(query, locale);
  const conditions: (SQL | undefined)[] = [belowAgent(agentId), eq(betRecord.playMoney, false), ...withinDays(betRecord.placedAt, query, app.config.TIME_ZONE)];
  // By id, so the totals need not join every bet to its member's row.
  if (query.member) conditions.push(eq(memberTeam.descendantId, await requireTeamMemberNamed(app.db, agentId, query.member)));
  if (query.category) conditions.push(eq(betRecord.category, query.category));
  if (query.vendor) conditions.push(eq(betRecord.gameVendor, query.vendor));
  const where = and(...conditions);
  const base = () =>
    app.db
      .select({
        count: sql<number>`count(*)::int`,
        stake: sql<string>`coalesce(sum(${betRecord.stake}), 0)::text`,
        validBet: sql<string>`coalesce(sum(${validBet}), 0)::text`,
        payout: sql<string>`coalesce(sum(${betRecord.payout}), 0)::text`,
      })
      .from(memberTeam)
      .innerJoin(betRecord, eq(betRecord.memberId, memberTeam.descendantId))
      .where(where);
  // The whole team's totals come from the figures kept as bets change (rollup.ts); one member's from their own bets.
  if (!query.member) await rollUpTeamFigures(app.db, app.config.TIME_ZONE);
  const [[totals], rows] = await Promise.all([
    query.member ? base() : teamTotals(app.db, agentId, query),
    app.db
      .select({
        id: betRecord.id,
        member: member.username,
        vendor: betRecord.gameVendor,
        category: betRecord.category,
        game: betRecord.gameCode,
        round: betRecord.roundId,
        stake: betRecord.stake,
        validBet: sql<string>`${validBet}::text`,
        payout: betRecord.payout,
        status: betRecord.status,
        time: betRecord.placedAt,
      })
      .from(memberTeam)
      .innerJoin(member, eq(member.id, memberTeam.descendantId))
      .innerJoin(betRecord, eq(betRecord.memberId, memberTeam.descendantId))
      .where(where)
      .orderBy(desc(betRecord.placedAt), desc(betRecord.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const sums = { stake: BigInt(totals?.stake ?? '0'), validBet: BigInt(totals?.validBet ?? '0'), payout: BigInt(totals?.payout ?? '0') };
  return {
    items: rows.map((row) => {
      const valid = BigInt(row.validBet);
      return {
        ...row,
        stake: toAmount(row.stake),
        validBet: toAmount(valid),
        payout: toAmount(row.payout),
        net: toAmount(row.payout - valid),
        game: gameName(app.vendors.catalog, row.vendor, row.game, locale),
        gameCode: row.game,
        time: row.time.toISOString(),
      };
    }),
    totals: {
      count: totals?.count ?? 0,
      stake: toAmount(sums.stake),
      validBet: toAmount(sums.validBet),
      payout: toAmount(sums.payout),
      net: toAmount(sums.payout - sums.validBet),
    },
    total: totals?.count ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
