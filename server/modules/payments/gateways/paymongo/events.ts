import { z } from 'zod';

/**
 * The parts of PayMongo's webhook event we read. An event is `{data: {id: 'evt_…', type: 'event',
 * attributes: {type, livemode, data: <resource>}}}`, the resource being a checkout session for
 * checkout_session.* events and a payment for payment.* events. Unknown fields are ignored.
 */
const moneySchema = { amount: z.number().int().nonnegative(), currency: z.string() };

const paymentSchema = z.object({
  id: z.string(),
  attributes: z.object({ ...moneySchema, status: z.string(), payment_intent_id: z.string().nullish() }),
});
export type PaymongoPayment = z.infer<typeof paymentSchema>;

const checkoutSessionSchema = z.object({
  id: z.string(),
  attributes: z.object({
    reference_number: z.string().nullish(),
    payments: z.array(paymentSchema).default([]),
    payment_intent: z.object({ id: z.string() }).nullish(),
  }),
});
export type PaymongoCheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const paymongoEventSchema = z.object({
  data: z.object({
    id: z.string(),
    attributes: z.object({
      type: z.string(),
      livemode: z.boolean(),
      data: z.object({ id: z.string(), attributes: z.record(z.string(), z.unknown()) }),
    }),
  }),
});
export type PaymongoEvent = z.infer<typeof paymongoEventSchema>;

export function checkoutSessionOf(event: PaymongoEvent): PaymongoCheckoutSession {
  return checkoutSessionSchema.parse(event.data.attributes.data, { reportInput: true });
}

export function paymentOf(event: PaymongoEvent): PaymongoPayment {
  return paymentSchema.parse(event.data.attributes.data, { reportInput: true });
}
