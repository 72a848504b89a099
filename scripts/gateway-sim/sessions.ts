import { randomBytes } from 'node:crypto';

/** A checkout session as the simulator keeps it: what the platform asked for, and what happened to it. */
export interface SimPayment {
  id: string;
  amount: number;
  currency: string;
  method: string;
  status: 'paid' | 'failed';
  at: number;
}

export interface SimSession {
  id: string;
  intentId: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  methodTypes: string[];
  reference: string;
  successUrl: string;
  cancelUrl: string;
  status: 'active' | 'paid' | 'expired';
  payments: SimPayment[];
  createdAt: number;
  /** The request body exactly as received, for tests that check what the platform sent. */
  request: unknown;
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** PayMongo's payment resource, as payment.* events and the session's `payments` carry it. */
export function paymentResource(session: SimSession, payment: SimPayment) {
  return {
    id: payment.id,
    type: 'payment',
    attributes: {
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      description: session.description,
      payment_intent_id: session.intentId,
      source: { id: newId('src'), type: payment.method },
      livemode: false,
      paid_at: payment.status === 'paid' ? payment.at : null,
      created_at: payment.at,
      updated_at: payment.at,
    },
  };
}

/** PayMongo's checkout session resource, as the API answers it and checkout_session.* events carry it. */
export function sessionResource(session: SimSession, checkoutUrl: string) {
  return {
    id: session.id,
    type: 'checkout_session',
    attributes: {
      checkout_url: checkoutUrl,
      status: session.status,
      reference_number: session.reference,
      description: session.description,
      line_items: [{ amount: session.amount, currency: session.currency, name: session.name, quantity: 1 }],
      payment_method_types: session.methodTypes,
      payment_intent: { id: session.intentId, type: 'payment_intent', attributes: { amount: session.amount, currency: session.currency } },
      payments: session.payments.map((payment) => paymentResource(session, payment)),
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
      send_email_receipt: false,
      livemode: false,
      created_at: session.createdAt,
      updated_at: unixNow(),
    },
  };
}
