import { z } from 'zod';
import type { OnlineMethodType } from '../../../../../src/contract/payments.ts';
import type { PaymongoSettings } from './settings.ts';

/** What we ask of PayMongo's Checkout Sessions API (`POST /v1/checkout_sessions`). */
export interface CheckoutRequest {
  /** Centavos: PayMongo's amounts are integers in the currency's smallest unit. */
  amount: number;
  currency: 'PHP';
  name: string;
  description: string;
  methodTypes: readonly OnlineMethodType[];
  reference: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  checkoutUrl: string;
  paymentIntentId: string | null;
}

/** The part of the checkout session resource we read back. */
const sessionResponseSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    attributes: z.object({
      checkout_url: z.url({ protocol: /^https?$/ }),
      payment_intent: z.object({ id: z.string().min(1) }).nullish(),
    }),
  }),
});

/** A gateway answer we could not use: the caller ends the deposit and tells the member to try again. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}

const timeoutMs = 15_000;

export async function createCheckoutSession(settings: PaymongoSettings, request: CheckoutRequest): Promise<CheckoutSession> {
  const body = {
    data: {
      attributes: {
        line_items: [{ amount: request.amount, currency: request.currency, name: request.name, quantity: 1 }],
        payment_method_types: request.methodTypes,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        reference_number: request.reference,
        description: request.description,
        send_email_receipt: false,
        show_description: true,
        show_line_items: true,
      },
    },
  };
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/v1/checkout_sessions`, {
      method: 'POST',
      headers: {
        // PayMongo's Basic auth: the secret key as the username and an empty password.
        authorization: `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GatewayError(`checkout session not created: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text();
  if (!response.ok) throw new GatewayError(`checkout session refused: HTTP ${response.status} ${text.slice(0, 300)}`);
  let parsed: z.infer<typeof sessionResponseSchema>;
  try {
    parsed = sessionResponseSchema.parse(JSON.parse(text));
  } catch {
    throw new GatewayError('checkout session answer unreadable');
  }
  return { id: parsed.data.id, checkoutUrl: parsed.data.attributes.checkout_url, paymentIntentId: parsed.data.attributes.payment_intent?.id ?? null };
}
