import { z } from 'zod';
import { amountSchema } from './money.ts';

/**
 * The wallet on the wire (SPEC §7 balance and wallet transfer, §2 transferFund, transferUpline,
 * transactionHistory, personalProfit, bonusDetails). Amounts are JSON numbers with 2 decimals;
 * amounts in records are signed (negative = money left the wallet).
 */
export const walletPaths = {
  balance: '/wps/v2/wallets/balance',
  merchant: '/wps/wallet/merchant',
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  uplineTransfer: '/wps/member/transfer/upline',
  upline: '/wps/member/upline',
  records: '/wps/member/records',
  profit: '/wps/member/profit',
  bonuses: '/wps/member/bonuses',
} as const;

/**
 * One per user action (the islands make a UUID when the action starts and resend it on a retry):
 * a retry moves nothing and returns the first answer; the same key with another amount is 409.
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_:.-]+$/);

/** Vendor codes as the catalogue spells them (AG, SV3, DS88…). */
export const vendorCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,20}$/);

/**
 * The kinds of ledger transfer a member can meet in their account record, shared by every module
 * that moves money so the record's type filter and its labels (catalogue key "record.type.<kind>")
 * cover them all.
 */
export const transferKinds = [
  /** Operator-approved or gateway-credited deposit: system:deposits -> main. */
  'deposit',
  /** A withdrawal request: main -> pending-withdrawal. */
  'withdrawal',
  /** A rejected withdrawal: pending-withdrawal -> main. */
  'withdrawal-refund',
  /** A paid withdrawal leaves the platform: pending-withdrawal -> system:withdrawals. */
  'withdrawal-payout',
  /** Main wallet <-> a transfer-mode vendor wallet. */
  'wallet-transfer',
  /** Member main -> their upline agent's main. */
  'upline-transfer',
  /** An operator's correction, with a reason: system:adjustments <-> main. */
  'adjustment',
  /** A promotion or reward credit: system:bonus -> main. */
  'bonus',
  /** A bonus the member forfeited, with what it won: main -> system:bonus (the member's own money stays). */
  'bonus-forfeit',
  /** Game play (the games issue): stake, payout, and a cancelled stake given back. */
  'bet',
  'win',
  'rollback',
  /** Points converted to money (the points mall): system:points-conversion -> main. */
  'points-convert',
  /** An agent's salary (daily, hourly) or dividend paid by its contract (the contracts issue): system -> main. */
  'salary',
  'dividend',
] as const;
export type TransferKind = (typeof transferKinds)[number];
export const transferKindKey = (kind: TransferKind) => `record.type.${kind}`;

/** A day in the operator's time zone, both ends of a range inclusive. */
export const dayStringSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/** GET /wps/v2/wallets/balance */
export const vendorBalanceSchema = z.object({ vendor: z.string(), balance: z.number() });
export const balanceSchema = z.object({
  /** Main wallet plus every vendor wallet. */
  sumBalance: z.number(),
  currency: z.string(),
  symbol: z.string(),
  main: z.number(),
  vendors: z.array(vendorBalanceSchema),
});
export type Balance = z.infer<typeof balanceSchema>;

/** GET /wps/wallet/merchant — seamless (isSingle) or transfer mode with these vendors' own wallets. */
export const merchantWalletSchema = z.object({ isSingle: z.boolean(), vendors: z.array(z.string()) });
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

export const allVendors = 'ALL';
export const transferDirections = ['in', 'out'] as const;

/**
 * POST /wps/relay/GCS_walletTransfer — 'in' moves main -> vendor, 'out' vendor -> main. No amount
 * moves everything there is. vendor 'ALL' sweeps every vendor wallet back to main ('out' only, no
 * amount), one transfer per vendor under the key `${idempotencyKey}:${vendor}`. Answers balanceSchema.
 */
export const walletTransferPayloadSchema = z
  .object({
    vendor: z.union([z.literal(allVendors), vendorCodeSchema]),
    direction: z.enum(transferDirections),
    amount: amountSchema.optional(),
    idempotencyKey: idempotencyKeySchema,
  })
  .refine((payload) => payload.vendor !== allVendors || (payload.direction === 'out' && payload.amount === undefined), {
    error: 'ALL only sweeps every vendor wallet out, without an amount',
    path: ['vendor'],
  });
export type WalletTransferPayload = z.infer<typeof walletTransferPayloadSchema>;

/** POST /wps/member/transfer/upline — the body is { jwe } of this payload (it carries the payment password). */
export const uplineTransferPayloadSchema = z.object({
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(128),
  idempotencyKey: idempotencyKeySchema,
});
export type UplineTransferPayload = z.infer<typeof uplineTransferPayloadSchema>;
export const uplineTransferValueSchema = z.object({
  amount: z.number(),
  /** The upline agent's username. */
  upline: z.string(),
  balance: balanceSchema,
});
export type UplineTransferValue = z.infer<typeof uplineTransferValueSchema>;

/** GET /wps/member/upline — who a transfer to upline would go to; null without an upline. */
export const uplineInfoSchema = z.object({ upline: z.string().nullable() });

export const maxRecordPageSize = 50;
/** The page of a paged list (records here, the agent center's lists): pages count from 1. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxRecordPageSize).default(20),
});
/** GET /wps/member/records?type=&from=&to=&page=&pageSize= */
export const recordQuerySchema = pageQuerySchema.extend({
  type: z.enum(transferKinds).optional(),
  from: dayStringSchema.optional(),
  to: dayStringSchema.optional(),
});
export type RecordQuery = z.infer<typeof recordQuerySchema>;
export const recordItemSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  time: z.string(),
  type: z.enum(transferKinds),
  /** 'main' or 'vendor:<CODE>'. */
  wallet: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  /** Free text given with the movement (an adjustment's reason, a deposit's reference), else ''. */
  remark: z.string(),
});
export type RecordItem = z.infer<typeof recordItemSchema>;
export const recordPageSchema = z.object({
  items: z.array(recordItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RecordPage = z.infer<typeof recordPageSchema>;

/** GET /wps/member/profit?from=&to= (no dates: today). */
export const periodQuerySchema = z.object({ from: dayStringSchema.optional(), to: dayStringSchema.optional() });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;
/**
 * validBets are stakes not rolled back; net is the member's result from play:
 * payouts + bonuses - validBets (deposits and withdrawals are shown, not counted in net).
 */
export const profitSchema = z.object({
  from: z.string(),
  to: z.string(),
  bets: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  bonuses: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  net: z.number(),
});
export type Profit = z.infer<typeof profitSchema>;

/** GET /wps/member/bonuses — bonus credits, newest first, and the wagering still owed before a withdrawal. */
export const bonusItemSchema = z.object({ id: z.number().int(), time: z.string(), amount: z.number(), remark: z.string() });
export const wageringSchema = z.object({
  id: z.number().int(),
  /** Valid bets required in total, done so far, and still to go. */
  required: z.number(),
  wagered: z.number(),
  remaining: z.number(),
  createdAt: z.string(),
});
export const bonusListSchema = z.object({ items: z.array(bonusItemSchema), openWagering: z.array(wageringSchema) });
export type BonusList = z.infer<typeof bonusListSchema>;
