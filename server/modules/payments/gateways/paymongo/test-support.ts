import { execFileSync } from 'node:child_process';

/**
 * The signature PayMongo documents ("Securing a webhook"), computed by openssl rather than by our
 * own code, so a test signed with it proves the product follows the documentation, not itself.
 */
export function opensslSignature(secret: string, t: string | number, body: string): string {
  const output = execFileSync('openssl', ['dgst', '-sha256', '-hmac', secret], { input: `${t}.${body}` }).toString('utf8');
  const hex = output.trim().split(/\s+/).at(-1) ?? '';
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`openssl answered ${output}`);
  return hex;
}

/** A webhook event shaped as PayMongo's documentation shows it (only the fields the platform reads, and a few more). */
export function eventJson(type: string, resource: { id: string; type: string; attributes: Record<string, unknown> }, livemode = false): string {
  const at = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    data: {
      id: `evt_${type.replaceAll('.', '_')}_${resource.id}_${Math.random().toString(36).slice(2)}`,
      type: 'event',
      attributes: { type, livemode, data: resource, previous_data: {}, created_at: at, updated_at: at },
    },
  });
}

export interface PaymentFacts {
  intentId: string;
  amount: number;
  currency?: string;
  status: 'paid' | 'failed';
}

export function paymentResource({ intentId, amount, currency = 'PHP', status }: PaymentFacts) {
  return {
    id: `pay_${Math.random().toString(36).slice(2)}`,
    type: 'payment',
    attributes: { amount, currency, status, payment_intent_id: intentId, livemode: false },
  };
}

export function checkoutResource(session: { id: string; reference: string; intentId: string }, payments: PaymentFacts[]) {
  return {
    id: session.id,
    type: 'checkout_session',
    attributes: {
      reference_number: session.reference,
      payment_intent: { id: session.intentId },
      payments: payments.map(paymentResource),
      status: payments.length ? 'paid' : 'expired',
    },
  };
}
