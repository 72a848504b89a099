import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  feedback,
  feedbackImage,
  inboxDelivery,
  knownIp,
  loginChallenge,
  loginEvent,
  member,
  memberIdentity,
  memberNote,
  payoutAccount,
  promotionApplication,
  promotionApplicationImage,
  session,
  signinTicket,
  verificationCode,
  withdrawalProof,
  withdrawalRequest,
} from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { memberRowLock } from '../members/lock.ts';
import { appendAudit } from '../protection/audit.ts';

/** What an erased text reads as; columns that may not be empty get it. */
const erased = 'anonymized';
/** A password hash no password verifies against (not the scrypt/argon form verifyPassword reads). */
const unusableHash = '!closed';

/** The instant the retention period of accounts closed up to then has run out. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Erases one closed account's personal data. The ledger, bets, deposits and withdrawals stay, tied
 * to the member id only; the username was retired when the account closed, so the name can go.
 */
async function anonymizeMember(tx: Tx, memberId: number, now: Date, actor: string): Promise<void> {
  const [row] = await tx.select({ mobileNum: member.mobileNum, email: member.email }).from(member).where(eq(member.id, memberId)).for(memberRowLock);
  if (!row) return;
  const targets = [row.mobileNum, row.email].filter((target): target is string => target !== null);
  await tx
    .update(member)
    .set({
      username: `closed-${memberId}`,
      passwordHash: unusableHash,
      paymentPasswordHash: null,
      nickname: null,
      payeeName: null,
      email: null,
      mobileNum: null,
      profile: {},
      affiliateCode: null,
      referralCode: null,
      registerUrl: null,
      anonymizedAt: now,
    })
    .where(eq(member.id, memberId));
  await tx.delete(memberIdentity).where(eq(memberIdentity.memberId, memberId));
  await tx.delete(knownIp).where(eq(knownIp.memberId, memberId));
  await tx.delete(loginChallenge).where(eq(loginChallenge.memberId, memberId));
  await tx.delete(signinTicket).where(eq(signinTicket.memberId, memberId));
  if (targets.length > 0) await tx.delete(verificationCode).where(inArray(verificationCode.target, targets));
  await tx.update(session).set({ ip: '0.0.0.0', userAgent: null }).where(eq(session.memberId, memberId));
  await tx.update(loginEvent).set({ ip: '0.0.0.0', userAgent: null, username: null }).where(eq(loginEvent.memberId, memberId));
  await tx
    .update(payoutAccount)
    .set({ accountName: erased, accountNumber: erased, deletedAt: sql`coalesce(${payoutAccount.deletedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(payoutAccount.memberId, memberId));
  await tx
    .delete(withdrawalProof)
    .where(
      inArray(withdrawalProof.withdrawalId, tx.select({ id: withdrawalRequest.id }).from(withdrawalRequest).where(eq(withdrawalRequest.memberId, memberId))),
    );
  await tx.delete(feedbackImage).where(inArray(feedbackImage.feedbackId, tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.memberId, memberId))));
  await tx.update(feedback).set({ content: erased }).where(eq(feedback.memberId, memberId));
  await tx
    .delete(promotionApplicationImage)
    .where(
      inArray(
        promotionApplicationImage.applicationId,
        tx.select({ id: promotionApplication.id }).from(promotionApplication).where(eq(promotionApplication.memberId, memberId)),
      ),
    );
  await tx.update(promotionApplication).set({ comment: erased }).where(eq(promotionApplication.memberId, memberId));
  await tx.delete(inboxDelivery).where(eq(inboxDelivery.memberId, memberId));
  await tx.delete(memberNote).where(eq(memberNote.memberId, memberId));
  await appendAudit(tx, { actor, kind: 'account.anonymize', subject: `member:${memberId}`, at: now });
}

/**
 * Anonymizes every account closed longer ago than the operator's retention period
 * (`closedAccountRetentionYears`), each in its own transaction; running it again does nothing more.
 * Answers the ids it anonymized.
 */
export async function anonymizeClosedAccounts(db: Db, run: { now: Date; retentionYears: number; actor: string }): Promise<number[]> {
  const { now, retentionYears, actor } = run;
  const due = await db
    .select({ id: member.id })
    .from(member)
    .where(and(isNotNull(member.closedAt), lte(member.closedAt, retentionCutoff(now, retentionYears)), isNull(member.anonymizedAt)))
    .orderBy(member.id);
  for (const { id } of due) await db.transaction((tx) => anonymizeMember(tx, id, now, actor));
  return due.map((row) => row.id);
}
