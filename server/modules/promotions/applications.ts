import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../src/contract/money.ts';
import { applicationCommentMax, applicationImageField, applicationImagesMax, type Application } from '../../../src/contract/promotions.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { member, promotionApplication, promotionApplicationImage } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { MultipartForm } from '../uploads/form.ts';
import { recordAction } from '../payments/support.ts';
import { promotionById, publicStatus, type OpsContext } from './promotions.ts';
import { daysAfter, grantReward } from './rewards.ts';
import { requireIdentityForBonus } from '../identity/requirement.ts';

type ApplicationRow = typeof promotionApplication.$inferSelect;

async function imageCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: promotionApplicationImage.applicationId, total: count() })
    .from(promotionApplicationImage)
    .where(inArray(promotionApplicationImage.applicationId, ids))
    .groupBy(promotionApplicationImage.applicationId);
  return new Map(rows.map((row) => [row.id, row.total]));
}

function applicationView(row: ApplicationRow, images: number): Application {
  return { id: row.id, promotionId: row.promotionId, status: row.status, comment: row.comment, images, createdAt: row.createdAt.toISOString() };
}

/**
 * Files a member's application to an application-only activity that is running: a comment of at
 * most 140 characters and up to 3 PNG or JPEG images (checked by content when the form was read).
 * One open or issued application per member and activity; after a rejection the member may apply again.
 */
export async function applyTo(app: FastifyInstance, memberId: number, promotionId: number, form: MultipartForm, locale: Locale): Promise<Application> {
  const t = translator(locale);
  const promo = await promotionById(app.db, promotionId);
  if (promo.kind !== 'application' || publicStatus(promo, app.clock.now()) !== 'joined')
    throw new AppError('RULE_BROKEN', { fields: { promotionId: t('promotions.notOpen') } });
  await requireIdentityForBonus(await app.settings.get('identity'), app.db, memberId, t);
  const comment = (form.fields.comment ?? '').trim();
  if (comment.length === 0 || [...comment].length > applicationCommentMax) {
    throw new AppError('VALIDATION_FAILED', { fields: { comment: t('promotions.commentLength', { max: applicationCommentMax }) } });
  }
  const images = form.files.get(applicationImageField) ?? [];
  if (images.length > applicationImagesMax || [...form.files.keys()].some((field) => field !== applicationImageField)) {
    throw new AppError('VALIDATION_FAILED', { fields: { images: t('promotions.imageCount', { max: applicationImagesMax }) } });
  }
  const row = await app.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(promotionApplication).values({ promotionId, memberId, comment }).onConflictDoNothing().returning();
    if (!inserted) throw new AppError('CONFLICT', { fields: { promotionId: t('promotions.alreadyApplied') } });
    for (const image of images)
      await tx.insert(promotionApplicationImage).values({ applicationId: inserted.id, content: image.content, contentType: image.type });
    return inserted;
  });
  return applicationView(row, images.length);
}

export async function memberApplications(db: Db, memberId: number): Promise<ApplicationRow[]> {
  return db.select().from(promotionApplication).where(eq(promotionApplication.memberId, memberId)).orderBy(desc(promotionApplication.id));
}

export async function opsApplications(db: Db, status?: ApplicationRow['status']) {
  const rows = await db
    .select({ application: promotionApplication, username: member.username })
    .from(promotionApplication)
    .innerJoin(member, eq(member.id, promotionApplication.memberId))
    .where(status ? eq(promotionApplication.status, status) : undefined)
    .orderBy(desc(promotionApplication.id))
    .limit(500);
  const counts = await imageCounts(
    db,
    rows.map((row) => row.application.id),
  );
  return rows.map(({ application, username }) => ({
    ...applicationView(application, counts.get(application.id) ?? 0),
    username,
    rejectReason: application.rejectReason,
  }));
}

/**
 * The operator's decision on an application: approving issues a reward in the member's reward
 * center (the amount given, else the activity's own); rejecting records why. Decided once.
 */
export async function decideApplication(
  db: Db,
  id: number,
  verdict: 'approve' | 'reject',
  decision: OpsContext & { amount?: number | undefined },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(promotionApplication).where(eq(promotionApplication.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'applying') throw new AppError('CONFLICT');
    const promo = await promotionById(tx, row.promotionId);
    const decided = { decidedBy: decision.actor, decidedAt: now };
    if (verdict === 'approve') {
      const amount = decision.amount ?? promo.rules.amount;
      if (amount === undefined || amount <= 0) throw new AppError('VALIDATION_FAILED', { fields: { amount: 'required' } });
      const minor = toMinorUnits(amount);
      await grantReward(tx, {
        memberId: row.memberId,
        source: 'promotion',
        sourceKey: `promotion:${promo.id}:application:${row.id}`,
        title: promo.title,
        amount: minor,
        wagering: minor * BigInt(promo.rules.turnover),
        expiresAt: daysAfter(now, promo.rules.claimDays),
      });
      await tx
        .update(promotionApplication)
        .set({ ...decided, status: 'issued' })
        .where(and(eq(promotionApplication.id, id)));
    } else {
      await tx
        .update(promotionApplication)
        .set({ ...decided, status: 'rejected', rejectReason: decision.reason })
        .where(eq(promotionApplication.id, id));
    }
    await recordAction(tx, {
      actor: decision.actor,
      action: `promotion-application.${verdict}`,
      target: `promotion-application:${id}`,
      before: { status: row.status },
      after: { status: verdict === 'approve' ? 'issued' : 'rejected' },
      reason: decision.reason,
    });
  });
}
