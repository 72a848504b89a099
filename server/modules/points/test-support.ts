import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pointsPaths, type RedeemPayload } from '../../../src/contract/points.ts';
import { pointsReward } from '../../db/schema.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { paymentPassword, type Player } from '../payments/test-support.ts';
import { pointsBalance } from './accounts.ts';
import { grantPoints } from './earning.ts';
import { createReward } from './rewards.ts';

/** Gives a member points the way a promotion would. */
export async function givePoints(app: FastifyInstance, memberId: number, points: number): Promise<void> {
  await grantPoints(app, { memberId, points: BigInt(points), reason: 'test points', actor: 'test', idempotencyKey: randomUUID() });
}

export const pointsOf = async (app: FastifyInstance, memberId: number): Promise<number> => Number(await pointsBalance(app.db, memberId));

/** A fresh item of the mall; each test makes its own, so stock and limits are its alone. */
export async function rewardItem(
  app: FastifyInstance,
  values: { points?: number; stock?: number; perMemberLimit?: number | null; delivery?: 'address' | 'account' } = {},
) {
  const code = `item-${randomUUID().slice(0, 8)}`;
  return createReward(
    app.db,
    {
      code,
      name: { en: `Item ${code}`, pt: `Item ${code} pt`, tl: `Item ${code} tl` },
      picture: '/art/rewards/lucky-keychain.svg',
      points: values.points ?? 100,
      stock: values.stock ?? 10,
      perMemberLimit: values.perMemberLimit === undefined ? null : values.perMemberLimit,
      delivery: values.delivery ?? 'address',
      enabled: true,
      sortOrder: 0,
    },
    { actor: 'test', reason: 'test item' },
  );
}

export async function stockOf(app: FastifyInstance, id: number): Promise<number> {
  const [row] = await app.db.select({ stock: pointsReward.stock }).from(pointsReward).where(eq(pointsReward.id, id));
  return row?.stock ?? -1;
}

export async function redeemAs(app: FastifyInstance, who: Player, payload: Partial<RedeemPayload> & { itemId: number }) {
  const body = await encryptedBody(app, { quantity: 1, receivingAddress: '1 Rizal St, Manila', paymentPassword, idempotencyKey: randomUUID(), ...payload });
  return app.inject({ method: 'POST', url: pointsPaths.redeem, headers: who.headers, payload: body });
}

export async function convertAs(app: FastifyInstance, who: Player, payload: { points: number; paymentPassword?: string; idempotencyKey?: string }) {
  const body = await encryptedBody(app, { paymentPassword, idempotencyKey: randomUUID(), ...payload });
  return app.inject({ method: 'POST', url: pointsPaths.convert, headers: who.headers, payload: body });
}
