import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { revokeMemberSessions } from '../auth/sessions.ts';
import { recordAction } from '../payments/support.ts';
import { memberRowLock } from './lock.ts';

export type MemberStatus = (typeof member.$inferSelect)['status'];

export interface StatusChange {
  status: MemberStatus;
  /** Who decides: an operator's name, or `agent:<username>` for an agent acting on its downline. */
  actor: string;
  reason: string;
  now?: Date;
}

/**
 * Suspends or reactivates a member, on the audit log in the same transaction. A suspension ends
 * every session of the member and every game session launched from them at once, so a token
 * already handed out stops working; seamless bets of a suspended member are refused besides.
 */
export async function setMemberStatus(
  db: Db,
  memberId: number,
  change: StatusChange,
): Promise<{ id: number; username: string; status: MemberStatus; changed: boolean }> {
  const now = change.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: member.id, username: member.username, status: member.status })
      .from(member)
      .where(eq(member.id, memberId))
      .for(memberRowLock);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status === change.status) return { ...row, changed: false };
    await tx.update(member).set({ status: change.status }).where(eq(member.id, memberId));
    if (change.status === 'suspended') await revokeMemberSessions(tx, memberId, { now });
    await recordAction(tx, {
      actor: change.actor,
      action: change.status === 'suspended' ? 'member.suspend' : 'member.reactivate',
      target: `member:${row.username}`,
      before: { status: row.status },
      after: { status: change.status },
      reason: change.reason,
    });
    return { ...row, status: change.status, changed: true };
  });
}
