import { asc, eq } from 'drizzle-orm';
import { promotionRulesSchema, type ActivityStatus, type OpsPromotionCreate, type PromotionView } from '../../../src/contract/promotions.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { promotion } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { recordAction } from '../payments/support.ts';
import type { PromotionRow } from './active.ts';

export interface OpsContext {
  actor: string;
  reason: string;
}

/** What anyone sees of a promotion at `now`: coming soon before it starts, close after it ends, else joined. */
export function publicStatus(row: PromotionRow, now: Date): ActivityStatus {
  if (row.endedAt || row.endsAt.getTime() <= now.getTime()) return 'close';
  if (row.startsAt.getTime() > now.getTime()) return 'coming soon';
  return 'joined';
}

export function promotionView(row: PromotionRow, locale: Locale, now: Date, timeZone: string): PromotionView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    type: row.type,
    title: row.title[locale] || row.title.en,
    summary: row.summary[locale] || row.summary.en,
    body: row.body[locale] || row.body.en,
    image: row.image,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone,
    status: publicStatus(row, now),
  };
}

export function opsPromotionView(row: PromotionRow, now: Date, timeZone: string) {
  return { ...promotionView(row, 'en', now, timeZone), rules: row.rules, endedAt: row.endedAt ? row.endedAt.toISOString() : null };
}

export function allPromotions(db: Db): Promise<PromotionRow[]> {
  return db.select().from(promotion).orderBy(asc(promotion.sortOrder), asc(promotion.id));
}

export async function promotionById(db: Db | Tx, id: number): Promise<PromotionRow> {
  const [row] = await db.select().from(promotion).where(eq(promotion.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function checkWindow(startsAt: Date, endsAt: Date): void {
  if (endsAt.getTime() <= startsAt.getTime()) throw new AppError('VALIDATION_FAILED', { fields: { endsAt: 'after startsAt' } });
}

export async function createPromotion(db: Db, input: OpsPromotionCreate, context: OpsContext): Promise<PromotionRow> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  checkWindow(startsAt, endsAt);
  const rules = promotionRulesSchema.parse(input.rules);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promotion)
      .values({
        code: input.code,
        kind: input.kind,
        type: input.type,
        title: input.title,
        summary: input.summary,
        body: input.body,
        image: input.image,
        rules,
        startsAt,
        endsAt,
        sortOrder: input.sortOrder,
      })
      .onConflictDoNothing({ target: promotion.code })
      .returning();
    if (!row) throw new AppError('CONFLICT');
    await recordAction(tx, {
      actor: context.actor,
      action: 'promotion.create',
      target: `promotion:${row.id}`,
      before: null,
      after: { code: row.code, kind: row.kind },
      reason: context.reason,
    });
    return row;
  });
}

/** Moves a promotion's window (scheduling it, or extending it); an ended promotion stays ended. */
export async function schedulePromotion(db: Db, id: number, window: { startsAt: string; endsAt: string }, context: OpsContext): Promise<PromotionRow> {
  const startsAt = new Date(window.startsAt);
  const endsAt = new Date(window.endsAt);
  checkWindow(startsAt, endsAt);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotion).where(eq(promotion.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const [row] = await tx.update(promotion).set({ startsAt, endsAt }).where(eq(promotion.id, id)).returning();
    await recordAction(tx, {
      actor: context.actor,
      action: 'promotion.schedule',
      target: `promotion:${id}`,
      before: { startsAt: before.startsAt.toISOString(), endsAt: before.endsAt.toISOString() },
      after: { startsAt: window.startsAt, endsAt: window.endsAt },
      reason: context.reason,
    });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
}

export async function endPromotion(db: Db, id: number, now: Date, context: OpsContext): Promise<PromotionRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(promotion).where(eq(promotion.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (before.endedAt) throw new AppError('CONFLICT');
    const [row] = await tx.update(promotion).set({ endedAt: now }).where(eq(promotion.id, id)).returning();
    await recordAction(tx, {
      actor: context.actor,
      action: 'promotion.end',
      target: `promotion:${id}`,
      before: { endedAt: null },
      after: { endedAt: now.toISOString() },
      reason: context.reason,
    });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  });
}
