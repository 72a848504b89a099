import { z } from 'zod';
import { maxAmount } from './money.ts';

/**
 * The seamless wallet that game vendors call (DESIGN §5): POST /vendor/{CODE}/{operation} with a
 * JSON body signed by the header X-Signature = lower-case hex HMAC-SHA256 of the raw body bytes
 * under the vendor's secret. Every answer is HTTP 200 with a status the vendor acts on, plus the
 * member's balance after the call (the real balance on every refusal that knows the member).
 */
export const vendorOperations = ['balance', 'bet', 'win', 'rollback'] as const;
export type VendorOperation = (typeof vendorOperations)[number];
export const vendorPath = (code: string, operation: VendorOperation) => `/vendor/${code}/${operation}`;
export const signatureHeader = 'x-signature';

/**
 * A worked example of the signature for vendors to check their code against. With the secret
 * `tala-example-vendor-secret`, the bet below, sent byte for byte as `body`, carries
 * `X-Signature: 1cd5a761dd45bbebeefe632fa4c223c7300ab686bc7724743fba7188f19194b7`:
 *
 *   printf '%s' "$body" | openssl dgst -sha256 -hmac 'tala-example-vendor-secret'
 *
 * The signature covers the raw bytes as sent: a space added or keys reordered change it, and we
 * never re-serialise the JSON before checking. A test checks this example byte for byte.
 */
export const signatureExample = {
  secret: 'tala-example-vendor-secret',
  operation: 'bet',
  body: '{"sessionToken":"3f9a1c2e7b4d5a6f8e0c1b2a","member":"demo","txId":"b-1001","roundId":"r-77","gameCode":"ds88-baccarat","amount":12.5}',
  signature: '1cd5a761dd45bbebeefe632fa4c223c7300ab686bc7724743fba7188f19194b7',
} as const satisfies { secret: string; operation: VendorOperation; body: string; signature: string };

const token = z.string().trim().min(16).max(200);
const id = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w:.-]+$/);
/** Vendors speak 2-decimal numbers like the rest of the wire; a win of 0 settles a lost round. */
const money = z
  .number()
  .min(0)
  .max(maxAmount)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: 'at most 2 decimals' });

/** Who is playing: the game session token handed out at launch, and the member's username. */
const sessionFields = { sessionToken: token, member: z.string().trim().min(1).max(64) };

export const vendorBalanceRequestSchema = z.object(sessionFields);
/** A stake leaves the member's wallet. txId is the vendor's id, unique per vendor. */
export const vendorBetRequestSchema = z.object({
  ...sessionFields,
  txId: id,
  roundId: id,
  gameCode: z.string().trim().min(1).max(80),
  amount: money.refine((value) => value > 0, { error: 'a stake is positive' }),
});
/**
 * A round's payout (0 when lost). With betTxId it settles that bet; without, every bet of the member
 * in the round, the payout shared by stake.
 */
export const vendorWinRequestSchema = z.object({
  ...sessionFields,
  txId: id,
  roundId: id,
  betTxId: id.optional(),
  gameCode: z.string().trim().min(1).max(80),
  amount: money,
});
/** Gives back the stake of bet betTxId. Unknown betTxId: nothing moves and a late bet with it is refused. */
export const vendorRollbackRequestSchema = z.object({
  ...sessionFields,
  txId: id,
  betTxId: id,
  roundId: id,
  gameCode: z.string().trim().min(1).max(80),
});
export type VendorBalanceRequest = z.infer<typeof vendorBalanceRequestSchema>;
export type VendorBetRequest = z.infer<typeof vendorBetRequestSchema>;
export type VendorWinRequest = z.infer<typeof vendorWinRequestSchema>;
export type VendorRollbackRequest = z.infer<typeof vendorRollbackRequestSchema>;
export const vendorRequestSchemas = {
  balance: vendorBalanceRequestSchema,
  bet: vendorBetRequestSchema,
  win: vendorWinRequestSchema,
  rollback: vendorRollbackRequestSchema,
} as const;

export const vendorStatuses = [
  'OK',
  /** Not enough money: balance is the real balance. */
  'INSUFFICIENT_FUNDS',
  'INVALID_SIGNATURE',
  /** Unknown, foreign or expired session token (expired refuses bets only). */
  'SESSION_EXPIRED',
  /** The txId was used with another amount, round or operation: nothing moved. */
  'DUPLICATE',
  /** A win for a round with no bet of the member. */
  'NOT_FOUND',
  /** A bet whose txId was rolled back before it arrived. */
  'BET_CANCELLED',
  /** A rollback of a bet already settled by a win: nothing moved. */
  'BET_SETTLED',
  /** A vendor unknown to us or switched off. */
  'VENDOR_DISABLED',
  /** The member may not bet now (suspended or excluded): nothing moved. Wins and rollbacks are never refused so. */
  'NOT_ALLOWED',
  'INVALID_REQUEST',
] as const;
export type VendorStatus = (typeof vendorStatuses)[number];

export const vendorAnswerSchema = z.object({
  status: z.enum(vendorStatuses),
  /** After the call; null when the member is not known (bad signature, unknown session). */
  balance: z.number().nullable(),
  /** 'PHP', or 'PLAY' for play money. */
  currency: z.string().nullable(),
  /** Our id for the movement, the same on every repeat of the call. */
  reference: z.string().optional(),
});
export type VendorAnswer = z.infer<typeof vendorAnswerSchema>;
