import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TeamBetPage, TeamBetsQuery } from '../../../src/contract/agent.ts';
import { toAmount } from '../../../src/contract/money.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { betRecord, member, memberTeam } from '../../db/schema.ts';
import { checkRange, withinDays } from '../records/period.ts';
import { belowAgent } from './team.ts';

/** A void bet (rolled back) is not a valid bet; every other stake is. */
const validBet = sql`case when ${betRecord.status} = 'void' then 0 else ${betRecord.stake} end`;

/**
 * GET /wps/agent/team/bets: the team's betting record (real money only), newest first, with the
 * totals of every bet the filters select, not only the page's.
 */
export async function teamBets(app: FastifyInstance, agentId: number, query: TeamBetsQuery, locale: Locale): Promise<TeamBetPage> {
  checkRange(query, locale);
  const conditions: (SQL | undefined)[] = [belowAgent(agentId), eq(betRecord.playMoney, false), ...withinDays(betRecord.placedAt, query, app.config.TIME_ZONE)];
  // By id, so the totals need not join every bet to its member's row.
  if (query.member) conditions.push(sql`${memberTeam.descendantId} = (select ${member.id} from ${member} where lower(${member.username}) = lower(${query.member}))`);
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
  const [[totals], rows] = await Promise.all([
    base(),
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
