import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { OpsReward, Reward, RewardFields } from '../../../src/contract/points.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { pointsReward } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { recordAction } from '../payments/support.ts';
import { pointsValue } from './accounts.ts';

export type RewardRow = typeof pointsReward.$inferSelect;

export interface OperatorContext {
  actor: string;
  reason: string;
}

export function rewardView(row: RewardRow, locale: Locale): Reward {
  return {
    id: row.id,
    code: row.code,
    name: row.name[locale] || row.name.en,
    picture: row.picture,
    points: pointsValue(row.points),
    stock: row.stock,
    perMemberLimit: row.perMemberLimit,
    delivery: row.delivery,
  };
}

export function opsRewardView(row: RewardRow): OpsReward {
  return { ...rewardView(row, 'en'), name: row.name, enabled: row.enabled, sortOrder: row.sortOrder };
}

export function listRewards(db: Db, options: { enabledOnly: boolean }): Promise<RewardRow[]> {
  const query = db.select().from(pointsReward).$dynamic();
  if (options.enabledOnly) query.where(eq(pointsReward.enabled, true));
  return query.orderBy(asc(pointsReward.sortOrder), asc(pointsReward.id));
}

export async function findReward(executor: Db | Tx, id: number): Promise<RewardRow | undefined> {
  const [row] = await executor.select().from(pointsReward).where(eq(pointsReward.id, id));
  return row;
}

const columnsOf = (fields: RewardFields) => ({
  code: fields.code,
  name: fields.name,
  picture: fields.picture,
  points: BigInt(fields.points),
  perMemberLimit: fields.perMemberLimit,
  delivery: fields.delivery,
  enabled: fields.enabled,
  sortOrder: fields.sortOrder,
});

async function codeTaken(tx: Tx, code: string, except?: number): Promise<boolean> {
  const [row] = await tx.select({ id: pointsReward.id }).from(pointsReward).where(eq(pointsReward.code, code));
  return row !== undefined && row.id !== except;
}

export async function createReward(db: Db, fields: RewardFields & { stock: number }, context: OperatorContext): Promise<RewardRow> {
  return db.transaction(async (tx) => {
    if (await codeTaken(tx, fields.code)) throw new AppError('CONFLICT');
    const [row] = await tx
      .insert(pointsReward)
      .values({ ...columnsOf(fields), stock: fields.stock })
      .returning();
    if (!row) throw new Error('reward was not written');
    await recordAction(tx, { ...context, action: 'points.reward.create', target: `reward:${row.id}`, before: null, after: opsRewardView(row) });
    return row;
  });
}

export async function updateReward(db: Db, id: number, fields: RewardFields, context: OperatorContext): Promise<RewardRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(pointsReward).where(eq(pointsReward.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND');
    if (await codeTaken(tx, fields.code, id)) throw new AppError('CONFLICT');
    const [row] = await tx
      .update(pointsReward)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(eq(pointsReward.id, id))
      .returning();
    if (!row) throw new Error('reward was not updated');
    await recordAction(tx, { ...context, action: 'points.reward.update', target: `reward:${id}`, before: opsRewardView(before), after: opsRewardView(row) });
    return row;
  });
}

/** Adds stock in one UPDATE, so redemptions running meanwhile neither lose nor double it. */
export async function restockReward(db: Db, id: number, quantity: number, context: OperatorContext): Promise<RewardRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pointsReward)
      .set({ stock: sql`${pointsReward.stock} + ${quantity}`, updatedAt: new Date() })
      .where(eq(pointsReward.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAction(tx, {
      ...context,
      action: 'points.reward.restock',
      target: `reward:${id}`,
      before: { stock: row.stock - quantity },
      after: { stock: row.stock },
    });
    return row;
  });
}

/**
 * Takes `quantity` from the stock if that much is left: one conditional UPDATE, so concurrent
 * redemptions queue on the row and the last ones find it short instead of driving it below zero.
 */
export async function takeStock(tx: Tx, id: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(pointsReward)
    .set({ stock: sql`${pointsReward.stock} - ${quantity}` })
    .where(and(eq(pointsReward.id, id), gte(pointsReward.stock, quantity)))
    .returning({ id: pointsReward.id });
  return taken.length > 0;
}

export async function returnStock(tx: Tx, id: number, quantity: number): Promise<void> {
  await tx
    .update(pointsReward)
    .set({ stock: sql`${pointsReward.stock} + ${quantity}` })
    .where(eq(pointsReward.id, id));
}
