import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countWords, feedbackFieldsSchema, type Feedback, type OpsFeedback } from '../../../src/contract/inbox.ts';
import type { Translate } from '../../../src/i18n/translate.ts';
import type { Db } from '../../db/index.ts';
import { feedback, feedbackImage, member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { recordAction } from '../payments/support.ts';
import type { MultipartForm } from '../uploads/form.ts';
import { sendInboxMessage } from './send.ts';

type FeedbackRow = typeof feedback.$inferSelect;

function view(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    category: feedbackFieldsSchema.shape.category.parse(row.category),
    content: row.content,
    status: row.status,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** PUT or POST /wps/feedback: the words are counted against the operator's bounds before anything is stored. */
export async function submitFeedback(app: FastifyInstance, memberId: number, form: MultipartForm, t: Translate): Promise<Feedback> {
  const fields = feedbackFieldsSchema.parse(form.fields, { reportInput: true });
  const { minWords, maxWords } = await app.settings.get('feedback');
  const words = countWords(fields.content);
  if (words < minWords || words > maxWords) throw new AppError('VALIDATION_FAILED', { fields: { content: t('feedback.words', { 0: minWords, 1: maxWords }) } });
  const images = [...form.files.values()].flat();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({ memberId, category: fields.category, content: fields.content, status: 'open', createdAt: app.clock.now() })
      .returning();
    if (!row) throw new Error('feedback not written');
    if (images.length > 0)
      await tx.insert(feedbackImage).values(images.map((image, position) => ({ feedbackId: row.id, position, type: image.type, content: image.content })));
    return view(row);
  });
}

export async function memberFeedback(db: Db, memberId: number): Promise<Feedback[]> {
  return (await db.select().from(feedback).where(eq(feedback.memberId, memberId)).orderBy(desc(feedback.id)).limit(50)).map(view);
}

export async function opsFeedback(db: Db, query: { status?: 'open' | 'answered'; limit: number }): Promise<OpsFeedback[]> {
  const rows = await db
    .select({
      row: feedback,
      username: member.username,
      images: sql<number>`(select count(*)::int from ${feedbackImage} where ${feedbackImage.feedbackId} = ${feedback.id})`,
    })
    .from(feedback)
    .innerJoin(member, eq(member.id, feedback.memberId))
    .where(query.status ? eq(feedback.status, query.status) : undefined)
    .orderBy(desc(feedback.id))
    .limit(query.limit);
  return rows.map(({ row, username, images }) => ({ ...view(row), memberId: row.memberId, username, images: Number(images) }));
}

/**
 * POST /ops/feedback/:id/answer: the answer is stored and sent to the member's inbox in one
 * transaction; a feedback is answered once (a second answer is 409).
 */
export async function answerFeedback(app: FastifyInstance, id: number, input: { answer: string; reason?: string; actor?: string }): Promise<OpsFeedback> {
  const actor = input.actor ?? 'ops-api';
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'open') throw new AppError('CONFLICT');
    await tx.update(feedback).set({ status: 'answered', answer: input.answer, answeredBy: actor, answeredAt: now }).where(eq(feedback.id, id));
    await sendInboxMessage(
      tx,
      { memberId: row.memberId },
      {
        kind: 'account',
        title: 'inbox.feedbackAnswered.title',
        body: 'inbox.feedbackAnswered.body',
        params: { answer: input.answer, feedback: row.content.length > 120 ? `${row.content.slice(0, 117)}...` : row.content },
        sentBy: actor,
        now,
      },
    );
    await recordAction(tx, {
      actor,
      action: 'feedback.answer',
      target: `feedback:${id}`,
      before: { status: row.status },
      after: { status: 'answered' },
      reason: input.reason ?? 'feedback answered',
    });
  });
  return feedbackById(app.db, id);
}

async function feedbackById(db: Db, id: number): Promise<OpsFeedback> {
  const [row] = await db
    .select({ row: feedback, username: member.username })
    .from(feedback)
    .innerJoin(member, eq(member.id, feedback.memberId))
    .where(eq(feedback.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const [counted] = await db
    .select({ images: sql<number>`count(*)::int` })
    .from(feedbackImage)
    .where(eq(feedbackImage.feedbackId, id));
  return { ...view(row.row), memberId: row.row.memberId, username: row.username, images: Number(counted?.images ?? 0) };
}

/** GET /ops/feedback/:id/images/:position */
export async function feedbackImageOf(db: Db, id: number, position: number): Promise<{ content: Buffer; type: string }> {
  const [row] = await db
    .select({ content: feedbackImage.content, type: feedbackImage.type })
    .from(feedbackImage)
    .where(and(eq(feedbackImage.feedbackId, id), eq(feedbackImage.position, position)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
