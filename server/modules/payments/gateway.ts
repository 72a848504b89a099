import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../src/contract/money.ts';
import type { GatewayCallback } from '../../../src/contract/payments.ts';
import { depositRequest } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { findMemberByUsername } from '../members/repository.ts';
import { refusalOf } from '../protection/enforce.ts';
import { creditDeposit } from './deposits.ts';
import { currencyCode, recordAction } from './support.ts';

export function gatewaySignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time: how long a refusal takes says nothing of where a wrong signature went wrong. */
export function signatureMatches(secret: string, rawBody: Buffer, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(gatewaySignature(secret, rawBody), 'hex'), Buffer.from(given, 'hex'));
}

/**
 * Credits a paid gateway order once: the order id is unique, so a replay finds the first deposit
 * and moves nothing, and the same order id for another member or amount is 409.
 */
export async function creditGatewayOrder(app: FastifyInstance, callback: GatewayCallback): Promise<{ orderId: string; depositId: number; replayed: boolean }> {
  const found = await findMemberByUsername(app.db, callback.username);
  if (!found) throw new AppError('NOT_FOUND');
  const amount = toMinorUnits(callback.amount);
  const currency = await currencyCode(app);
  return app.db.transaction(async (tx) => {
    // Money paid past the member's deposit limit, or during an exclusion, is recorded but not
    // credited: the operator returns it through the gateway (the deposit shows the reason).
    const refusal = await refusalOf(tx, found.id, ['deposit'], amount, app.config.TIME_ZONE);
    const [inserted] = await tx
      .insert(depositRequest)
      .values({
        memberId: found.id,
        source: 'gateway',
        amount,
        reference: callback.orderId,
        idempotencyKey: `gateway:${callback.orderId}`,
        gatewayOrderId: callback.orderId,
        status: refusal ? 'rejected' : 'approved',
        rejectReason: refusal
          ? refusal.reason === 'excluded'
            ? 'member excluded: return the payment'
            : `over the member's ${refusal.period} deposit limit: return the payment`
          : null,
        decidedBy: 'gateway',
        decidedAt: app.clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [first] = await tx.select().from(depositRequest).where(eq(depositRequest.gatewayOrderId, callback.orderId));
      if (!first || first.memberId !== found.id || first.amount !== amount) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { orderId: callback.orderId, depositId: first.id, replayed: true };
    }
    if (refusal) return { orderId: callback.orderId, depositId: inserted.id, replayed: false };
    const transferId = await creditDeposit(tx, inserted, { currency, now: app.clock.now(), timeZone: app.config.TIME_ZONE });
    await tx.update(depositRequest).set({ transferId }).where(eq(depositRequest.id, inserted.id));
    await recordAction(tx, {
      actor: 'gateway',
      action: 'deposit.gateway',
      target: `deposit:${inserted.id}`,
      before: null,
      after: { status: 'approved', orderId: callback.orderId, amount: callback.amount, username: found.username },
      reason: 'payment gateway callback',
    });
    return { orderId: callback.orderId, depositId: inserted.id, replayed: false };
  });
}
