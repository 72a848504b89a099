import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OpsRedemption } from '../../../src/contract/points.ts';
import { pointsRedemption } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { recordAction } from '../payments/support.ts';
import { memberPointsAccount, movePoints, pendingRedemptionCode, pointsSystemAccount } from './accounts.ts';
import { returnStock, type OperatorContext } from './rewards.ts';
import { opsRedemption } from './views.ts';

export type RedemptionVerdict = 'approve' | 'reject';

/**
 * The operator's decision on an item redemption in process. The row is locked first, so of two
 * decisions at once one wins and the other is 409 with nothing moved. Approval spends the held
 * points; rejection gives the points and the stock back; the reason becomes the member's remark.
 */
export async function decideRedemption(app: FastifyInstance, id: number, verdict: RedemptionVerdict, context: OperatorContext): Promise<OpsRedemption> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(pointsRedemption).where(eq(pointsRedemption.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.type !== 'item' || row.status !== 'process' || row.rewardId === null) throw new AppError('CONFLICT');
    const pending = await memberPointsAccount(tx, row.memberId, pendingRedemptionCode);
    const common = { memberId: row.memberId, from: pending, points: row.points, metadata: { redemptionId: row.id, remark: context.reason } };
    if (verdict === 'approve') {
      await movePoints(tx, { ...common, kind: 'points-redeemed', idempotencyKey: `points-redeemed/${row.id}`, to: await pointsSystemAccount(tx, 'redeemed') });
    } else {
      await returnStock(tx, row.rewardId, row.quantity);
      await movePoints(tx, { ...common, kind: 'points-refund', idempotencyKey: `points-refund/${row.id}`, to: await memberPointsAccount(tx, row.memberId) });
    }
    const status = verdict === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(pointsRedemption)
      .set({ status, remark: context.reason, decidedBy: context.actor, decidedAt: new Date() })
      .where(eq(pointsRedemption.id, id));
    await recordAction(tx, {
      ...context,
      action: `points.redemption.${verdict}`,
      target: `redemption:${id}`,
      before: { status: row.status },
      after: { status },
    });
  });
  return opsRedemption(app.db, id);
}
