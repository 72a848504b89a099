import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { member } from '../../../db/schema.ts';
import { AppError } from '../../../http/envelope.ts';
import { hashPassword } from '../../auth/password.ts';
import { revokeMemberSessions } from '../../auth/sessions.ts';
import type { Tx } from '../../ledger/types.ts';
import { memberRowLock } from '../../members/lock.ts';
import { updateMember } from '../../members/repository.ts';
import { recordAction } from '../../payments/support.ts';

export interface MemberAction {
  actor: string;
  reason: string;
}

/** Runs `act` on the locked member row, with its line in the audit trail, in one transaction. */
async function onLockedMember(
  app: FastifyInstance,
  memberId: number,
  action: MemberAction & { name: string },
  act: (tx: Tx, now: Date) => Promise<{ ended: number; after: Record<string, unknown> }>,
): Promise<{ ended: number }> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [row] = await tx.select({ username: member.username }).from(member).where(eq(member.id, memberId)).for(memberRowLock);
    if (!row) throw new AppError('NOT_FOUND');
    const { ended, after } = await act(tx, now);
    await recordAction(tx, {
      actor: action.actor,
      action: action.name,
      target: `member:${row.username}`,
      before: null,
      after: { ...after, ended },
      reason: action.reason,
    });
    return { ended };
  });
}

/** POST /ops/members/:id/sessions/end: every session of the member and every game session launched from them end at once. */
export function endMemberSessions(app: FastifyInstance, memberId: number, action: MemberAction): Promise<{ ended: number }> {
  return onLockedMember(app, memberId, { ...action, name: 'member.sessions.end' }, async (tx, now) => ({
    ended: await revokeMemberSessions(tx, memberId, { now }),
    after: {},
  }));
}

/**
 * POST /ops/members/:id/password/reset: the password becomes the operator's default password
 * (DEFAULT_PASSWORD), which the member must replace at the next login (complete-login.ts
 * forcedChange), and every session ends, so nobody stays in on the old password.
 */
export async function resetMemberPassword(app: FastifyInstance, memberId: number, action: MemberAction): Promise<{ ended: number }> {
  const passwordHash = await hashPassword(app.config.DEFAULT_PASSWORD);
  return onLockedMember(app, memberId, { ...action, name: 'member.password.reset' }, async (tx, now) => {
    await updateMember(tx, memberId, { passwordHash, passwordChangedAt: now, mustChangePassword: true });
    return { ended: await revokeMemberSessions(tx, memberId, { now }), after: { mustChangePassword: true } };
  });
}
