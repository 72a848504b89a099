import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { amountSchema, maxAmount } from './money.ts';
import { idempotencyKeySchema, wageringSchema } from './wallet.ts';

/**
 * Deposits, withdrawals and payout accounts on the wire (SPEC §1, §4, §7), for the member center and
 * the operator API. Amounts are JSON numbers with at most 2 decimals (money.ts); ids are integers;
 * times are ISO 8601 strings. Member calls need `Authorization: Bearer <token>`; trial accounts are
 * refused with TRIAL_ACCOUNT. Operator calls under /ops need `Authorization: Bearer <OPS_TOKEN>`.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
const isoTime = z.string();
const id = z.coerce.number().int().positive();

/** Multipart text fields arrive as strings: "12.50" becomes 12.5, then the usual money rules apply. */
const formAmountSchema = z.coerce.number().pipe(amountSchema);

/** Member paths; `:id` ones are built with the helpers below. */
export const paymentPaths = {
  depositChannels: '/wps/deposit/channels',
  deposits: '/wps/deposit/requests',
  gatewayCallback: '/wps/payments/gateway/callback',
  online: '/wps/payments/online',
  paymongoWebhook: '/payments/paymongo/webhook',
  payoutAccounts: '/wps/withdraw/accounts',
  withdrawInfo: '/wps/withdraw/info',
  withdrawals: '/wps/withdraw/requests',
} as const;
export const payoutAccountPath = (id: number) => `${paymentPaths.payoutAccounts}/${id}`;
export const receivedPath = (id: number) => `${paymentPaths.withdrawals}/${id}/received`;
export const notReceivedPath = (id: number) => `${paymentPaths.withdrawals}/${id}/not-received`;

// ---------------------------------------------------------------- uploads

/** Uploaded images (receipts, proofs, feedback, applications): png or jpg that decode, at most 5 MB each (SPEC §5). */
export const imageTypes = ['image/png', 'image/jpeg'] as const;
export type ImageType = (typeof imageTypes)[number];
export const maxImageBytes = 5 * 1024 * 1024;
/**
 * Pixels an uploaded image may have: a few bytes of PNG can claim 20000×20000 (400 megapixels,
 * over a gigabyte once decoded). 40 megapixels is more than any phone camera or screenshot.
 */
export const maxImagePixels = 40_000_000;
export const maxProofImages = 3;
/** Multipart file field names. */
export const uploadFields = { receipt: 'receipt', proof: 'proof' } as const;

// ---------------------------------------------------------------- channels

/** Kinds of payout accounts, and of manual deposit channels. */
export const channelKinds = ['bank', 'ewallet'] as const;
export type ChannelKind = (typeof channelKinds)[number];
/**
 * Deposit channels add 'online': paid on the payment gateway's hosted checkout (PayMongo), with the
 * gateway's payment method types the operator enables on that channel.
 */
export const depositChannelKinds = [...channelKinds, 'online'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];
/** PayMongo's `payment_method_types` (Checkout Sessions API) an online channel may offer. */
export const onlineMethodTypes = ['gcash', 'paymaya', 'qrph', 'card', 'grab_pay', 'shopee_pay', 'billease', 'dob'] as const;
export type OnlineMethodType = (typeof onlineMethodTypes)[number];
export const methodTypesSchema = z.array(z.enum(onlineMethodTypes)).max(onlineMethodTypes.length);

/** Text the operator writes once per language. */
export const localizedTextSchema = z.object(
  Object.fromEntries(locales.map((locale) => [locale, z.string().trim().max(2000)])) as Record<(typeof locales)[number], z.ZodString>,
);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** GET /wps/deposit/channels — enabled channels in the operator's order; instructions in the request's language. */
export const depositChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(depositChannelKinds),
  /** Online channels only: the methods the hosted checkout offers; [] for manual channels. */
  methodTypes: methodTypesSchema,
  name: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  instructions: z.string(),
  min: z.number(),
  max: z.number(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelListSchema = z.array(depositChannelSchema);

// ---------------------------------------------------------------- deposits

export const depositStatuses = ['pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof depositStatuses)[number];
/**
 * 'manual': filed by the member and decided by an operator; 'gateway': credited by the payment
 * gateway's callback; 'online': paid on PayMongo's hosted checkout, decided by its webhook.
 */
export const depositSources = ['manual', 'gateway', 'online'] as const;

/**
 * POST /wps/deposit/requests — multipart/form-data with these text fields and an optional image in
 * the file field `receipt`. Answers depositRequestSchema (status 'pending'); a retry with the same
 * idempotencyKey answers the first request; the same key with other fields is 409 IDEMPOTENCY_KEY_REUSED.
 */
export const depositPayloadSchema = z.object({
  channelId: id,
  amount: formAmountSchema,
  reference: text(100),
  idempotencyKey: idempotencyKeySchema,
  /**
   * The deposit-matched promotion the member opts into (GET /wps/promotions/deposit-bonuses); left
   * out, the deposit earns no bonus and asks for no turnover (the bonus may still be claimed from
   * the reward center while its window is open). Refused with the terms: RULE_BROKEN field
   * bonusPromotionId, or BONUS_CONDITION_UNMET naming the condition.
   */
  bonusPromotionId: id.optional(),
});
export type DepositPayload = z.infer<typeof depositPayloadSchema>;

export const depositRequestSchema = z.object({
  id: z.number().int(),
  source: z.enum(depositSources),
  channelId: z.number().int().nullable(),
  channelName: z.string(),
  amount: z.number(),
  reference: z.string(),
  status: z.enum(depositStatuses),
  hasReceipt: z.boolean(),
  /** The operator's reason, shown to the member when a deposit is rejected. */
  rejectReason: z.string().nullable(),
  createdAt: isoTime,
  decidedAt: isoTime.nullable(),
  /** The bonus opted into with this deposit, or null. */
  bonusPromotionId: z.number().int().nullable(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/** Paging of the member's lists, shaped like the account record's (wallet.ts): page from 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** GET /wps/deposit/requests?page=&pageSize= — the member's own, newest first. */
export const depositRequestPageSchema = pageOf(depositRequestSchema);

/**
 * POST /wps/payments/gateway/callback — sent by the automated payment gateway with header
 * X-Signature: hex HMAC-SHA256 of the raw body under PAYMENT_GATEWAY_SECRET. Credits once per orderId;
 * a replay answers the same value; the same orderId with another amount or member is 409.
 */
export const gatewaySignatureHeader = 'x-signature';
export const gatewayCallbackSchema = z.object({
  orderId: text(100),
  username: text(64),
  amount: amountSchema,
  status: z.literal('paid'),
});
export type GatewayCallback = z.infer<typeof gatewayCallbackSchema>;
export const gatewayCallbackValueSchema = z.object({ orderId: z.string(), depositId: z.number().int(), replayed: z.boolean() });

/**
 * POST /wps/payments/online — starts an online deposit on an enabled 'online' channel: files a pending
 * deposit and opens a checkout session on the gateway. The member is sent to checkoutUrl and comes
 * back to the deposit page, which shows the deposit's state (GET /wps/deposit/requests). Without a
 * configured gateway: 403 FEATURE_DISABLED; the gateway unreachable: 502 GATEWAY_UNAVAILABLE (the
 * deposit is ended, nothing moved). `bonusPromotionId` opts into a deposit bonus as on a manual deposit.
 */
export const onlineDepositPayloadSchema = z.object({ channelId: id, amount: amountSchema, bonusPromotionId: z.number().int().positive().optional() });
export type OnlineDepositPayload = z.infer<typeof onlineDepositPayloadSchema>;
export const onlineDepositSchema = z.object({ checkoutUrl: z.url(), depositId: z.number().int() });
export type OnlineDeposit = z.infer<typeof onlineDepositSchema>;

/**
 * POST /payments/paymongo/webhook — PayMongo's event, authenticated by its `Paymongo-Signature`
 * header only (docs/payments-online.md). A bad, missing or stale signature is 403 FORBIDDEN and moves nothing.
 * What the event did to the deposit it names: credited it, found it already credited (replayed),
 * ended it (failed or expired checkout), or nothing (ignored: not ours or not an event we act on;
 * mismatch: the amount or currency paid is not the deposit's, left for the operator).
 */
export const paymongoSignatureHeader = 'paymongo-signature';
export const webhookOutcomes = ['credited', 'replayed', 'ended', 'ignored', 'mismatch'] as const;
export const paymongoWebhookValueSchema = z.object({ outcome: z.enum(webhookOutcomes), depositId: z.number().int().nullable() });
export type PaymongoWebhookValue = z.infer<typeof paymongoWebhookValueSchema>;

// ---------------------------------------------------------------- payout accounts

/** At most this many payout accounts per member. */
export const maxPayoutAccounts = 5;

/**
 * POST /wps/withdraw/accounts — accountName must equal the member's registered payee name, ignoring
 * case and spaces (field error on accountName; a member without a payee name is told to set it in
 * the security center: RULE_BROKEN with field payeeName).
 */
export const payoutAccountPayloadSchema = z.object({
  kind: z.enum(channelKinds),
  /** The bank's or e-wallet's name, e.g. "BDO" or "GCash". */
  provider: text(60),
  accountName: text(80),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{4,40}$/),
});
export type PayoutAccountPayload = z.infer<typeof payoutAccountPayloadSchema>;

/** GET /wps/withdraw/accounts; DELETE /wps/withdraw/accounts/:id answers the remaining list. */
export const payoutAccountSchema = z.object({
  id: z.number().int(),
  kind: z.enum(channelKinds),
  provider: z.string(),
  accountName: z.string(),
  /** Only the last 4 characters, e.g. "•••• 1234". */
  accountNumberMasked: z.string(),
  createdAt: isoTime,
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountListSchema = z.array(payoutAccountSchema);
export const idParamsSchema = z.object({ id });

// ---------------------------------------------------------------- withdrawals

/**
 * pending → approved → paid → received | not_received; pending|approved → rejected (refunded);
 * not_received → refunded | received (the operator resolves). A paid withdrawal the member leaves
 * alone becomes received automatically after autoReceiptMinutes (receivedBy 'auto') and can no
 * longer be refunded.
 */
export const withdrawalStatuses = ['pending', 'approved', 'paid', 'received', 'not_received', 'rejected', 'refunded'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const receiptKinds = ['member', 'auto', 'operator'] as const;

/**
 * POST /wps/withdraw/requests — body `{ jwe }` (auth.ts encryptedBodySchema) holding this payload.
 * Wrong paymentPassword: 422 with field paymentPassword (5 wrong per hour, then 429); no payment
 * password set: RULE_BROKEN field paymentPassword; outside limits: RULE_BROKEN field amount;
 * daily count used up: RULE_BROKEN field amount; open bonus wagering: RULE_BROKEN (message
 * "withdraw.wageringOpen"); too little money: INSUFFICIENT_FUNDS.
 */
export const withdrawalPayloadSchema = z.object({
  accountId: z.number().int().positive(),
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(128),
  idempotencyKey: idempotencyKeySchema,
});
export type WithdrawalPayload = z.infer<typeof withdrawalPayloadSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(withdrawalStatuses),
  account: z.object({ kind: z.enum(channelKinds), provider: z.string(), accountName: z.string(), accountNumberMasked: z.string() }),
  receivedBy: z.enum(receiptKinds).nullable(),
  /** When a paid withdrawal will count as received by itself; null unless status is 'paid'. */
  autoReceiptAt: isoTime.nullable(),
  rejectReason: z.string().nullable(),
  proofCount: z.number().int(),
  createdAt: isoTime,
  approvedAt: isoTime.nullable(),
  paidAt: isoTime.nullable(),
  closedAt: isoTime.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
/** GET /wps/withdraw/requests?page=&pageSize= — the member's own, newest first. */
export const withdrawalPageSchema = pageOf(withdrawalSchema);

/** POST /wps/withdraw/requests/:id/received (no body) answers withdrawalSchema. */
/** POST /wps/withdraw/requests/:id/not-received — multipart: 1 to 3 images in field `proof`, optional text field `remark`. */
export const notReceivedFieldsSchema = z.object({ remark: z.string().trim().max(500).optional() });

/** GET /wps/withdraw/info — everything the withdraw page shows before the member types. */
export const withdrawInfoSchema = z.object({
  min: z.number(),
  max: z.number(),
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  autoReceiptMinutes: z.number().int(),
  paymentPasswordSet: z.boolean(),
  payeeName: z.string().nullable(),
  /** The main wallet's balance, which a withdrawal draws on (money in a vendor wallet is moved back first). */
  balance: z.number(),
  /** Open bonus wagering: while any is listed, a withdrawal is refused. */
  wagering: z.array(wageringSchema),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

// ---------------------------------------------------------------- operator settings (operator.ts settingSchemas)

const limitSchema = z.object({ min: amountSchema, max: amountSchema }).refine((value) => value.min <= value.max, {
  error: 'min must not exceed max',
});
/** Setting `withdrawalLimits`: overall min/max and daily count; byKind overrides min/max per payout kind. */
export const withdrawalLimitsSchema = z.object({
  min: amountSchema,
  max: amountSchema,
  dailyCount: z.number().int().min(1).max(1000),
  byKind: z.partialRecord(z.enum(channelKinds), limitSchema).default({}),
});
export type WithdrawalLimits = z.infer<typeof withdrawalLimitsSchema>;
/** Setting `withdrawalAutoReceiptMinutes`. */
export const autoReceiptMinutesSchema = z.number().int().min(1).max(10_080);

// ---------------------------------------------------------------- operator API

const actor = z.string().trim().min(1).max(80).optional();
const reason = z.string().trim().min(3).max(500);

/** GET /ops/deposits?status=&limit= and GET /ops/withdrawals?status=&limit= — newest first. */
export const opsDepositQuerySchema = z.object({
  status: z.enum(depositStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const opsWithdrawalQuerySchema = z.object({
  status: z.enum(withdrawalStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

const memberRef = { memberId: z.number().int(), username: z.string() };
export const opsDepositSchema = depositRequestSchema.extend({ ...memberRef, decidedBy: z.string().nullable() });
export type OpsDeposit = z.infer<typeof opsDepositSchema>;
export const opsDepositListSchema = z.array(opsDepositSchema);
export const opsWithdrawalSchema = withdrawalSchema.extend({
  ...memberRef,
  /** The full number: the operator pays to it. */
  accountNumber: z.string(),
  remark: z.string().nullable(),
});
export type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;
export const opsWithdrawalListSchema = z.array(opsWithdrawalSchema);

/**
 * POST /ops/deposits/:id/approve|reject, /ops/withdrawals/:id/approve|pay|reject|refund|confirm —
 * reason is required (it is shown to the member on a rejection); actor defaults to "ops-api".
 * Deciding a request that is no longer in the needed state is 409 CONFLICT and moves nothing.
 */
export const opsDecisionSchema = z.object({ reason, actor });
export type OpsDecision = z.infer<typeof opsDecisionSchema>;

/** POST /ops/channels creates; PUT /ops/channels/:id replaces; both answer opsChannelSchema. */
export const opsChannelPayloadSchema = z
  .object({
    kind: z.enum(depositChannelKinds),
    /** Required (at least one) for an 'online' channel, and must be empty for the others. */
    methodTypes: methodTypesSchema.default([]),
    name: text(80),
    accountName: text(80),
    accountNumber: text(60),
    instructions: localizedTextSchema,
    min: amountSchema,
    max: amountSchema,
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    reason,
    actor,
  })
  .refine((value) => value.min <= value.max, { error: 'min must not exceed max', path: ['max'] })
  .refine((value) => (value.kind === 'online') === value.methodTypes.length > 0, {
    error: 'an online channel names its payment method types; other channels none',
    path: ['methodTypes'],
  });
export type OpsChannelPayload = z.infer<typeof opsChannelPayloadSchema>;
/** GET /ops/channels — all channels, disabled ones too. */
export const opsChannelSchema = depositChannelSchema.omit({ instructions: true }).extend({
  instructions: localizedTextSchema,
  enabled: z.boolean(),
  sortOrder: z.number().int(),
});
export type OpsChannel = z.infer<typeof opsChannelSchema>;
export const opsChannelListSchema = z.array(opsChannelSchema);
/** POST /ops/channels/:id/enable|disable */
export const opsChannelToggleSchema = z.object({ reason, actor });

/** POST /ops/members/:id/adjust — a signed amount (credit or debit of the main wallet) with its reason. */
export const signedAmountSchema = z
  .number()
  .min(-maxAmount)
  .max(maxAmount)
  .refine((value) => value !== 0 && /^-?\d+(\.\d{1,2})?$/.test(String(value)), { error: 'non-zero, at most 2 decimals' });
export const opsAdjustPayloadSchema = z.object({ amount: signedAmountSchema, reason, actor, idempotencyKey: idempotencyKeySchema.optional() });
export type OpsAdjustPayload = z.infer<typeof opsAdjustPayloadSchema>;
export const opsAdjustValueSchema = z.object({ transferId: z.number().int(), balance: z.number(), replayed: z.boolean() });

/** GET /ops/members/by-username/:username — the id the adjust route takes, for tools that know names. */
export const opsMemberParamsSchema = z.object({ username: text(64) });
export const opsMemberRefSchema = z.object({ id: z.number().int(), username: z.string() });
