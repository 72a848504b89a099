import { and, eq, gt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.ts';
import { member, memberTeam } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';

/** Rows of the closure table naming the members below the agent, at any depth (not the agent itself). */
export const belowAgent = (agentId: number) => and(eq(memberTeam.ancestorId, agentId), gt(memberTeam.depth, 0));

/** How far below the agent a member is (1 = direct downline), or null when it is not in the team. */
export async function levelInTeam(db: Db | Tx, agentId: number, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ depth: memberTeam.depth })
    .from(memberTeam)
    .where(and(belowAgent(agentId), eq(memberTeam.descendantId, memberId)));
  return row?.depth ?? null;
}

/** The level of a member in the agent's team; anyone else is "not found", never a hint that they exist. */
export async function requireInTeam(db: Db | Tx, agentId: number, memberId: number): Promise<number> {
  const level = await levelInTeam(db, agentId, memberId);
  if (level === null) throw new AppError('NOT_FOUND');
  return level;
}

/**
 * The id of the team member a report filter names by username (any case). A name outside the team
 * is "not found", as on the member routes, rather than an empty report: the two must not disagree.
 */
export async function requireTeamMemberNamed(db: Db | Tx, agentId: number, username: string): Promise<number> {
  const [row] = await db
    .select({ id: memberTeam.descendantId })
    .from(memberTeam)
    .innerJoin(member, eq(member.id, memberTeam.descendantId))
    .where(and(belowAgent(agentId), sql`lower(${member.username}) = lower(${username})`));
  if (!row) throw new AppError('NOT_FOUND');
  return row.id;
}

/** Members below `memberId` (its team size). */
export const teamSizeOf = (memberId: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${memberTeam} where ${memberTeam.ancestorId} = ${memberId} and ${memberTeam.depth} > 0)`;
