import { and, asc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { deskPageSize, type AgentHit, type AgentSearch, type AgentTeam } from '../../../src/contract/agent-desk.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { downlinePage } from './downline.ts';
import { teamOverview } from './overview.ts';
import { teamSizeOf } from './team.ts';

const upline = alias(member, 'upline');
const directsOf = sql<number>`(select count(*)::int from ${member} as direct where direct.upline_id = ${member.id})`;

async function hits(db: Db, where: SQL | undefined, page: number): Promise<AgentSearch> {
  const [[counted], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(member)
      .where(where),
    db
      .select({
        id: member.id,
        username: member.username,
        type: member.type,
        upline: upline.username,
        status: member.status,
        directs: directsOf,
        teamSize: teamSizeOf(member.id),
      })
      .from(member)
      .leftJoin(upline, eq(upline.id, member.uplineId))
      .where(where)
      .orderBy(asc(member.username))
      .limit(deskPageSize)
      .offset((page - 1) * deskPageSize),
  ]);
  return { items: rows, total: counted?.total ?? 0, page, pageSize: deskPageSize };
}

/** GET /ops/agents: agents by the start of their username (any case), or the top of the tree when nothing is typed. */
export function searchAgents(db: Db, q: string, page: number): Promise<AgentSearch> {
  const named = q ? sql`starts_with(lower(${member.username}), lower(${q}))` : isNull(member.uplineId);
  return hits(db, and(ne(member.type, 0), named), page);
}

/**
 * GET /ops/agents/:id/team: the member (agent or not) with its team's figures for the days, from the
 * same roll-up the agent's own overview reads, and one page of its direct downline to expand further.
 */
export async function agentTeam(app: FastifyInstance, id: number, query: { from?: string; to?: string; page: number }, locale: Locale): Promise<AgentTeam> {
  const found = await hits(app.db, eq(member.id, id), 1);
  const agent: AgentHit | undefined = found.items[0];
  if (!agent) throw new AppError('NOT_FOUND');
  const [{ series: _series, ...figures }, direct] = await Promise.all([
    teamOverview(app, id, { from: query.from, to: query.to }, locale),
    downlinePage(app.db, id, { scope: 'direct', page: query.page, pageSize: deskPageSize }),
  ]);
  return { agent, figures, direct };
}
