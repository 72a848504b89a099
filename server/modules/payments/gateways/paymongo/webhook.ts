import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymongoWebhookValue } from '../../../../../src/contract/payments.ts';
import { depositRequest } from '../../../../db/schema.ts';
import type { Tx } from '../../../ledger/types.ts';
import { settleDeposit, type DepositRow } from '../../deposits.ts';
import { currencyCode, recordAction } from '../../support.ts';
import { checkoutSessionOf, paymentOf, type PaymongoCheckoutSession, type PaymongoEvent } from './events.ts';
import { depositIdOf, gatewayActor } from './references.ts';
import type { PaymongoSettings } from './settings.ts';

type Paid = { amount: number; currency: string };
type Action = { kind: 'pay'; paid: Paid[] } | { kind: 'end'; reason: string };
type Finder = (tx: Tx) => Promise<DepositRow | undefined>;

const ignored: PaymongoWebhookValue = { outcome: 'ignored', depositId: null };

/**
 * What one PayMongo event does to the online deposit it names. Events arrive late, twice, or out of
 * order, so each is judged against the deposit's state under its row lock:
 * - paid (checkout_session.payment.paid, payment.paid): credits a pending deposit once; one the
 *   gateway had ended (a failed attempt, then a paid retry) is credited too, since the money came;
 *   an approved one is a replay. The amount and currency paid must be the deposit's.
 * - ended (payment.failed, checkout_session.expired): rejects a pending deposit; anything later
 *   is a replay, and a failure never undoes a payment.
 */
export async function applyPaymongoEvent(app: FastifyInstance, settings: PaymongoSettings, event: PaymongoEvent): Promise<PaymongoWebhookValue> {
  const { type, livemode } = event.data.attributes;
  // A test event never moves live money, nor the reverse.
  if (livemode !== (settings.mode === 'live')) return ignored;
  switch (type) {
    case 'checkout_session.payment.paid': {
      const session = checkoutSessionOf(event);
      const paid = session.attributes.payments.filter((payment) => payment.attributes.status === 'paid').map((payment) => payment.attributes);
      return decide(app, bySession(settings, session), { kind: 'pay', paid }, event.data.id);
    }
    case 'checkout_session.expired':
      return decide(app, bySession(settings, checkoutSessionOf(event)), { kind: 'end', reason: 'the online checkout expired unpaid' }, event.data.id);
    case 'payment.paid': {
      const payment = paymentOf(event);
      return decide(app, byIntent(payment.attributes.payment_intent_id), { kind: 'pay', paid: [payment.attributes] }, event.data.id);
    }
    case 'payment.failed':
      return decide(app, byIntent(paymentOf(event).attributes.payment_intent_id), { kind: 'end', reason: 'the online payment failed' }, event.data.id);
    default:
      return ignored;
  }
}

/** Our reference names the deposit; the session id must be the one it opened (unknown only while the opening is being recorded). */
function bySession(settings: PaymongoSettings, session: PaymongoCheckoutSession): Finder {
  return async (tx) => {
    const id = depositIdOf(settings.merchantCode, session.attributes.reference_number ?? '');
    if (id === null) return undefined;
    const [row] = await tx.select().from(depositRequest).where(eq(depositRequest.id, id)).for('update');
    if (!row || row.reference !== session.attributes.reference_number) return undefined;
    if (row.gatewayOrderId !== null && row.gatewayOrderId !== session.id) return undefined;
    return row;
  };
}

function byIntent(intentId: string | null | undefined): Finder {
  return async (tx) => {
    if (!intentId) return undefined;
    const [row] = await tx.select().from(depositRequest).where(eq(depositRequest.gatewayIntentId, intentId)).for('update');
    return row;
  };
}

function paysExactly(row: DepositRow, paid: readonly Paid[]): boolean {
  if (paid.length === 0 || paid.some((payment) => payment.currency !== 'PHP')) return false;
  return BigInt(paid.reduce((sum, payment) => sum + payment.amount, 0)) === row.amount;
}

async function decide(app: FastifyInstance, find: Finder, action: Action, eventId: string): Promise<PaymongoWebhookValue> {
  const currency = await currencyCode(app);
  return app.db.transaction(async (tx) => {
    const row = await find(tx);
    if (!row || row.source !== 'online') return ignored;
    const depositId = row.id;
    if (action.kind === 'end') {
      if (row.status !== 'pending') return { outcome: 'replayed', depositId };
      await settleDeposit(app, tx, row, 'reject', { actor: gatewayActor, reason: action.reason, currency });
      return { outcome: 'ended', depositId };
    }
    if (row.status === 'approved') return { outcome: 'replayed', depositId };
    // An operator's rejection stands, and money that is not the deposit's is not credited as it:
    // both are left on record for the operator to settle with the gateway.
    const operatorRejected = row.status === 'rejected' && row.decidedBy !== gatewayActor;
    if (operatorRejected || !paysExactly(row, action.paid)) {
      await recordAction(tx, {
        actor: gatewayActor,
        action: 'deposit.gateway_mismatch',
        target: `deposit:${depositId}`,
        before: { status: row.status, amount: row.amount.toString() },
        after: { event: eventId, paid: action.paid },
        reason: operatorRejected ? 'paid after an operator rejected the deposit' : 'the amount or currency paid is not the deposit’s',
      });
      return { outcome: 'mismatch', depositId };
    }
    await settleDeposit(app, tx, row, 'approve', { actor: gatewayActor, reason: `paid on PayMongo (${eventId})`, currency });
    return { outcome: 'credited', depositId };
  });
}
