import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adultAge, identitySides, type IdentityFields, type IdentitySide, type IdentityView } from '../../../src/contract/identity.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { identitySubmission, member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { memberRowLock } from '../members/lock.ts';
import { closeNow } from '../data-rights/close.ts';
import { appendAudit } from '../protection/audit.ts';
import { todayIn } from '../records/period.ts';
import type { UploadedImage } from '../uploads/form.ts';
import { ageOn } from './age.ts';
import { latestSubmission } from './repository.ts';
import { identitySealer } from './sealing.ts';
import { identityView } from './view.ts';

/** Who the audit trail names for what the platform decides by itself. */
const platformActor = 'platform';

/**
 * POST /wps/member/identity. A member under 18 by the date of birth they give is refused and the
 * account is closed at once (every session ends, the username is retired), and none of their images
 * is kept; what money the account holds stays in the ledger for the operator to return.
 * Otherwise the images, already re-encoded by the upload form, are sealed and the submission waits
 * for staff. A member with a submission pending or verified may not send another.
 */
export async function submitIdentity(
  app: FastifyInstance,
  memberId: number,
  fields: IdentityFields,
  images: Partial<Record<IdentitySide, UploadedImage>>,
  locale: Locale,
): Promise<IdentityView> {
  const t = translator(locale);
  const now = app.clock.now();
  const today = todayIn(app.config.TIME_ZONE, now);
  if (fields.dateOfBirth > today) throw new AppError('VALIDATION_FAILED', { fields: { dateOfBirth: t('identity.dateOfBirthFuture') } });
  if (ageOn(fields.dateOfBirth, today) < adultAge) {
    await app.db.transaction(async (tx) => {
      const [row] = await tx.select({ username: member.username, closedAt: member.closedAt }).from(member).where(eq(member.id, memberId)).for(memberRowLock);
      if (row && !row.closedAt)
        await closeNow(
          tx,
          { id: memberId, username: row.username },
          { now, actor: platformActor, reason: 'identity verification: under 18 by the date of birth given' },
        );
    });
    throw new AppError('UNDERAGE');
  }
  const missing = identitySides.filter((side) => !images[side]);
  if (missing.length > 0) throw new AppError('VALIDATION_FAILED', { fields: Object.fromEntries(missing.map((side) => [side, t('identity.imageMissing')])) });
  const { front, back, selfie } = images as Record<IdentitySide, UploadedImage>;
  const sealer = identitySealer(app);
  const [frontSealed, backSealed, selfieSealed] = await Promise.all([
    sealer.sealBytes(front.content),
    sealer.sealBytes(back.content),
    sealer.sealBytes(selfie.content),
  ]);
  await app.db.transaction(async (tx) => {
    // The member row's lock makes two submissions sent at once file one.
    await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for(memberRowLock);
    const latest = await latestSubmission(tx, memberId);
    if (latest && latest.state !== 'rejected') throw new AppError('CONFLICT', { fields: { file: t(`identity.already.${latest.state}`) } });
    const [row] = await tx
      .insert(identitySubmission)
      .values({
        memberId,
        fullName: fields.fullName,
        dateOfBirth: fields.dateOfBirth,
        frontSealed,
        frontType: front.type,
        backSealed,
        backType: back.type,
        selfieSealed,
        selfieType: selfie.type,
        submittedAt: now,
      })
      .returning({ id: identitySubmission.id });
    if (!row) throw new Error('identity submission was not written');
    await appendAudit(tx, { actor: `member:${memberId}`, kind: 'identity.submitted', subject: `member:${memberId}`, data: { submissionId: row.id } });
  });
  return identityView(app, memberId);
}
