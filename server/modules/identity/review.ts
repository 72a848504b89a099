import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { IdentityDecision, IdentitySide, IdentitySubmission } from '../../../src/contract/identity.ts';
import { identitySubmission, member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { sendInboxMessage } from '../inbox/send.ts';
import { recordAction } from '../payments/support.ts';
import type { KeptImage } from '../uploads/images.ts';
import { identitySealer } from './sealing.ts';

type SubmissionState = IdentitySubmission['state'];

const listed = {
  id: identitySubmission.id,
  memberId: identitySubmission.memberId,
  username: member.username,
  state: identitySubmission.state,
  fullName: identitySubmission.fullName,
  dateOfBirth: identitySubmission.dateOfBirth,
  submittedAt: identitySubmission.submittedAt,
  reviewer: identitySubmission.reviewer,
  reason: identitySubmission.reason,
  reviewedAt: identitySubmission.reviewedAt,
};
type ListedRow = Omit<IdentitySubmission, 'submittedAt' | 'reviewedAt'> & { submittedAt: Date; reviewedAt: Date | null };

function view(row: ListedRow): IdentitySubmission {
  return { ...row, submittedAt: row.submittedAt.toISOString(), reviewedAt: row.reviewedAt?.toISOString() ?? null };
}

/** GET /ops/identity?state=: the submissions in one state, pending ones oldest first (the queue's order). */
export async function identityQueue(app: FastifyInstance, state: SubmissionState): Promise<IdentitySubmission[]> {
  const order = state === 'pending' ? identitySubmission.id : desc(identitySubmission.id);
  const rows = await app.db
    .select(listed)
    .from(identitySubmission)
    .innerJoin(member, eq(member.id, identitySubmission.memberId))
    .where(eq(identitySubmission.state, state))
    .orderBy(order)
    .limit(200);
  return rows.map(view);
}

export async function identitySubmissionView(app: FastifyInstance, id: number): Promise<IdentitySubmission> {
  const [row] = await app.db
    .select(listed)
    .from(identitySubmission)
    .innerJoin(member, eq(member.id, identitySubmission.memberId))
    .where(eq(identitySubmission.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return view(row);
}

const sealedColumn = { front: identitySubmission.frontSealed, back: identitySubmission.backSealed, selfie: identitySubmission.selfieSealed } as const;
const typeColumn = { front: identitySubmission.frontType, back: identitySubmission.backType, selfie: identitySubmission.selfieType } as const;

/**
 * GET /ops/identity/:id/images/:side: one image, opened for the staff member who asks. Every
 * opening is on the audit trail, written before the bytes leave, so no view goes unrecorded.
 */
export async function openIdentityImage(app: FastifyInstance, id: number, side: IdentitySide, actor: string): Promise<KeptImage> {
  const [row] = await app.db
    .select({ memberId: identitySubmission.memberId, username: member.username, sealed: sealedColumn[side], type: typeColumn[side] })
    .from(identitySubmission)
    .innerJoin(member, eq(member.id, identitySubmission.memberId))
    .where(eq(identitySubmission.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const content = await identitySealer(app).openBytes(row.sealed);
  await app.db.transaction((tx) =>
    recordAction(tx, {
      actor,
      action: 'identity.document.view',
      target: `member:${row.username}`,
      before: null,
      after: { submissionId: id, side },
      reason: 'identity review',
    }),
  );
  return { content, type: row.type === 'image/png' ? 'image/png' : 'image/jpeg' };
}

const messages = {
  verified: { title: 'inbox.identityVerified.title', body: 'inbox.identityVerified.body' },
  rejected: { title: 'inbox.identityRejected.title', body: 'inbox.identityRejected.body' },
} as const;

/**
 * POST /ops/identity/:id/decision: a pending submission becomes verified or rejected, on the
 * audit log, and the member is told in their inbox in their own language (a rejection with the
 * reason as the staff member wrote it), all in one transaction.
 */
export async function decideIdentity(app: FastifyInstance, id: number, decision: IdentityDecision, actor: string): Promise<IdentitySubmission> {
  const now = app.clock.now();
  const state = decision.verdict === 'approve' ? 'verified' : 'rejected';
  const reason = decision.reason ?? null;
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(identitySubmission)
      .set({ state, reviewer: actor, reason, reviewedAt: now })
      .where(and(eq(identitySubmission.id, id), eq(identitySubmission.state, 'pending')))
      .returning({ memberId: identitySubmission.memberId });
    if (!row) {
      const [exists] = await tx.select({ id: identitySubmission.id }).from(identitySubmission).where(eq(identitySubmission.id, id));
      throw new AppError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    const [owner] = await tx.select({ username: member.username }).from(member).where(eq(member.id, row.memberId));
    await recordAction(tx, {
      actor,
      action: `identity.${decision.verdict}`,
      target: `member:${owner?.username ?? row.memberId}`,
      before: { state: 'pending' },
      after: { state, submissionId: id },
      reason: reason ?? 'identity documents checked',
    });
    await sendInboxMessage(tx, { memberId: row.memberId }, { kind: 'account', ...messages[state], params: { reason: reason ?? '' }, sentBy: actor, now });
  });
  return identitySubmissionView(app, id);
}
