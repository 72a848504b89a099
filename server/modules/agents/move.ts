import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { agentCenterTypes, trialType } from '../../../src/contract/auth.ts';
import { member, memberTeam } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { memberRowLock } from '../members/lock.ts';
import { findMemberById, findMemberByUsername } from '../members/repository.ts';
import { endContractsOfMove } from '../contracts/moved.ts';
import { recordAction } from '../payments/support.ts';
import { levelInTeam } from './team.ts';

export interface Move {
  memberId: number;
  uplineUsername: string;
  reason: string;
  actor: string;
}

/**
 * The operator moves a member, with its whole team, under another agent. The closure table follows
 * in the same transaction (trigger of migration 0009); a move into the member's own team would make
 * a cycle and is refused, as is an upline that is not an active agent.
 */
export async function moveMember(app: FastifyInstance, move: Move): Promise<{ id: number; username: string; upline: string; movedMembers: number }> {
  const moved = await findMemberById(app.db, move.memberId);
  if (!moved) throw new AppError('NOT_FOUND');
  const upline = await findMemberByUsername(app.db, move.uplineUsername);
  if (!upline) throw new AppError('NOT_FOUND');
  const isAgent = (agentCenterTypes as readonly number[]).includes(upline.type);
  if (moved.type === trialType || !isAgent || upline.status !== 'active') throw new AppError('RULE_BROKEN');

  return app.db.transaction(async (tx) => {
    // One move at a time: two moves checked side by side could each pass and together make a cycle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('member-move', 0))`);
    if (upline.id === moved.id || (await levelInTeam(tx, moved.id, upline.id)) !== null) throw new AppError('RULE_BROKEN');
    const [before] = await tx.select({ uplineId: member.uplineId }).from(member).where(eq(member.id, moved.id)).for(memberRowLock);
    await tx.update(member).set({ uplineId: upline.id }).where(eq(member.id, moved.id));
    await endContractsOfMove(tx, { memberId: moved.id, uplineId: upline.id, actor: move.actor, reason: move.reason, now: app.clock.now() });
    const [size] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(memberTeam)
      .where(eq(memberTeam.ancestorId, moved.id));
    await recordAction(tx, {
      actor: move.actor,
      action: 'member.move',
      target: `member:${moved.username}`,
      before: { uplineId: before?.uplineId ?? null },
      after: { uplineId: upline.id, upline: upline.username },
      reason: move.reason,
    });
    return { id: moved.id, username: moved.username, upline: upline.username, movedMembers: size?.count ?? 1 };
  });
}
