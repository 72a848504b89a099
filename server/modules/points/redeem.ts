import { and, eq, ne, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RedeemPayload, Redemption } from '../../../src/contract/points.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator, type Translate } from '../../../src/i18n/translate.ts';
import { member, pointsRedemption } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { memberRowLock } from '../members/lock.ts';
import type { Member } from '../members/repository.ts';
import { checkPaymentPassword } from '../payments/payment-password.ts';
import { memberPointsAccount, movePoints, pendingRedemptionCode } from './accounts.ts';
import { findReward, takeStock, type RewardRow } from './rewards.ts';
import { memberRedemption } from './views.ts';

/** Locks the member row: one member's redemptions and conversions queue, so their limits and keys hold. */
export async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for(memberRowLock);
}

/** The earlier redemption under this key: the same request answers it, another one is 409. */
export async function earlierRedemption(tx: Tx, memberId: number, idempotencyKey: string, same: (row: typeof pointsRedemption.$inferSelect) => boolean) {
  const [row] = await tx
    .select()
    .from(pointsRedemption)
    .where(and(eq(pointsRedemption.memberId, memberId), eq(pointsRedemption.idempotencyKey, idempotencyKey)));
  if (row && !same(row)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return row;
}

/** Where the item goes: the field its delivery needs, required; the other one is not kept. */
function destination(reward: RewardRow, payload: RedeemPayload, t: Translate) {
  const field = reward.delivery === 'address' ? 'receivingAddress' : 'paidAccount';
  const value = payload[field];
  if (!value) throw new AppError('VALIDATION_FAILED', { fields: { [field]: t('validation.required') } });
  return reward.delivery === 'address' ? { receivingAddress: value, paidAccount: null } : { receivingAddress: null, paidAccount: value };
}

/** How many of the item the member holds or awaits: rejected redemptions gave theirs back. */
async function redeemedBy(tx: Tx, memberId: number, rewardId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sum(pointsRedemption.quantity) })
    .from(pointsRedemption)
    .where(and(eq(pointsRedemption.memberId, memberId), eq(pointsRedemption.rewardId, rewardId), ne(pointsRedemption.status, 'rejected')));
  return Number(row?.total ?? 0);
}

/**
 * Redeems an item: the payment password first (a wrong one moves nothing), then in one transaction
 * the member's limit, the stock (taken by a conditional update) and the points, which move to the
 * member's pending-redemption account until the operator decides. Any refusal rolls all of it back.
 */
export async function redeem(app: FastifyInstance, who: Member, payload: RedeemPayload, locale: Locale): Promise<Redemption> {
  const t = translator(locale);
  await checkPaymentPassword(app, who, payload.paymentPassword, t);
  const id = await app.db.transaction(async (tx) => {
    await lockMember(tx, who.id);
    const sameRequest = (row: typeof pointsRedemption.$inferSelect) =>
      row.type === 'item' && row.rewardId === payload.itemId && row.quantity === payload.quantity;
    const earlier = await earlierRedemption(tx, who.id, payload.idempotencyKey, sameRequest);
    if (earlier) return earlier.id;
    const reward = await findReward(tx, payload.itemId);
    if (!reward?.enabled) throw new AppError('NOT_FOUND');
    const to = destination(reward, payload, t);
    if (reward.perMemberLimit !== null && (await redeemedBy(tx, who.id, reward.id)) + payload.quantity > reward.perMemberLimit) {
      throw new AppError('RULE_BROKEN', { fields: { quantity: t('points.error.limit', { limit: reward.perMemberLimit }) } });
    }
    if (!(await takeStock(tx, reward.id, payload.quantity))) throw new AppError('OUT_OF_STOCK');
    const points = reward.points * BigInt(payload.quantity);
    const [row] = await tx
      .insert(pointsRedemption)
      .values({
        memberId: who.id,
        type: 'item',
        rewardId: reward.id,
        quantity: payload.quantity,
        points,
        status: 'process',
        idempotencyKey: payload.idempotencyKey,
        ...to,
      })
      .returning({ id: pointsRedemption.id });
    if (!row) throw new Error('redemption was not written');
    await movePoints(tx, {
      kind: 'points-redeem',
      idempotencyKey: `points-redeem/${row.id}`,
      memberId: who.id,
      from: await memberPointsAccount(tx, who.id),
      to: await memberPointsAccount(tx, who.id, pendingRedemptionCode),
      points,
      metadata: { redemptionId: row.id, remark: `${reward.name[locale] || reward.name.en} ×${payload.quantity}` },
    });
    return row.id;
  });
  return memberRedemption(app.db, who.id, id, locale);
}
