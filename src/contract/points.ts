import { z } from 'zod';
import { categoryIds } from '../content/schemas.ts';
import { amountSchema } from './money.ts';
import { localizedTextSchema } from './payments.ts';
import { idempotencyKeySchema } from './wallet.ts';

/**
 * The points mall on the wire (SPEC §1, §3 points redemption fields, §4, §7 points calls). Points are
 * whole numbers on a ledger of their own and never expire; money amounts are JSON numbers with at
 * most 2 decimals (money.ts). Member calls need `Authorization: Bearer <token>` of a real member
 * (trial accounts: 403 TRIAL_ACCOUNT); config and rewards are public. Operator calls under /ops need
 * `Authorization: Bearer <OPS_TOKEN>`.
 */
export const pointsPaths = {
  balance: '/wps/points/balance',
  config: '/wps/points/config',
  rewards: '/wps/points/rewards',
  redeem: '/wps/points/redeem',
  redemptions: '/wps/points/redemptions',
  transactions: '/wps/points/transactions',
  convert: '/wps/points/convert',
} as const;

const isoTime = z.string();
const pointsCount = z.number().int().positive().max(1_000_000_000);

// ---------------------------------------------------------------- operator settings (operator.ts settingSchemas)

/** Points per 1.00 of valid bet: up to 2 decimals, so 0.5 means a point for every 2.00 staked. */
export const earnRateSchema = z
  .number()
  .min(0)
  .max(1000)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: 'at most 2 decimals' });

/**
 * Setting `points`: the earning rate of each game category (a category left out earns nothing), and
 * the conversion to money: what one point is worth and the fewest points one conversion takes.
 */
export const pointsSettingsSchema = z.object({
  earnRates: z.partialRecord(z.enum(categoryIds), earnRateSchema),
  conversion: z.object({ amountPerPoint: amountSchema, minimumPoints: pointsCount }),
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;

// ---------------------------------------------------------------- member calls

/** GET /wps/points/balance */
export const pointsBalanceSchema = z.object({ points: z.number().int() });
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** GET /wps/points/config (public) — the categories with a rate, in the catalogue's category order. */
export const pointsConfigSchema = z.object({
  conversion: z.object({ amountPerPoint: z.number(), minimumPoints: z.number().int() }),
  earnRates: z.array(z.object({ category: z.enum(categoryIds), rate: z.number() })),
  currency: z.object({ code: z.string(), symbol: z.string() }),
});
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

/** How a reward reaches the member: shipped to a receiving address, or paid into an account they name. */
export const deliveryKinds = ['address', 'account'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** GET /wps/points/rewards (public) — enabled items in the operator's order; name in the request's language. */
export const rewardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  picture: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  /** The most one member may redeem of it, rejected redemptions not counted; null is no limit. */
  perMemberLimit: z.number().int().nullable(),
  delivery: z.enum(deliveryKinds),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardListSchema = z.array(rewardSchema);

/**
 * POST /wps/points/redeem — body `{ jwe }` (auth.ts encryptedBodySchema) holding this payload.
 * The item's delivery decides which of receivingAddress and paidAccount is required (field error).
 * Wrong paymentPassword: 422 field paymentPassword, nothing moved (5 wrong per hour, then 429);
 * unknown or disabled item: 404; over the member's limit: RULE_BROKEN field quantity; not enough
 * stock: 409 OUT_OF_STOCK; not enough points: 422 INSUFFICIENT_POINTS. The points are held until the
 * operator approves; a rejection returns them and the stock.
 */
export const redeemPayloadSchema = z.object({
  itemId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(100),
  receivingAddress: z.string().trim().max(300).optional(),
  paidAccount: z.string().trim().max(100).optional(),
  paymentPassword: z.string().min(1).max(128),
  idempotencyKey: idempotencyKeySchema,
});
export type RedeemPayload = z.infer<typeof redeemPayloadSchema>;

/** Redemption statuses (SPEC §4): in process, approved, rejected. A conversion is approved at once. */
export const redemptionStatuses = ['process', 'approved', 'rejected'] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];
export const redemptionTypes = ['item', 'convert'] as const;
export type RedemptionType = (typeof redemptionTypes)[number];

/** One redemption with the specification's fields: points, amount, quantity, status, type, time, remark. */
export const redemptionSchema = z.object({
  id: z.number().int(),
  type: z.enum(redemptionTypes),
  /** The item's name in the request's language; null for a conversion. */
  item: z.string().nullable(),
  points: z.number().int(),
  /** Money credited by a conversion; 0 for an item. */
  amount: z.number(),
  quantity: z.number().int(),
  status: z.enum(redemptionStatuses),
  time: isoTime,
  /** The operator's reason once decided, else ''. */
  remark: z.string(),
  receivingAddress: z.string().nullable(),
  paidAccount: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/** Paging like the other member lists: page from 1. */
export const pointsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type PointsPageQuery = z.infer<typeof pointsPageQuerySchema>;
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

/** GET /wps/points/redemptions?page=&pageSize= — the member's redemptions and conversions, newest first. */
export const redemptionPageSchema = pageOf(redemptionSchema);

/** Kinds of points movement on the member's points record. */
export const pointsKinds = ['points-earn', 'points-grant', 'points-redeem', 'points-refund', 'points-convert'] as const;
export type PointsKind = (typeof pointsKinds)[number];

/** GET /wps/points/transactions?page=&pageSize= — the member's points record (transaction detail), newest first. */
export const pointsEntrySchema = z.object({
  id: z.number().int(),
  time: isoTime,
  type: z.enum(pointsKinds),
  /** Signed: positive earned or returned, negative spent. */
  points: z.number().int(),
  balanceAfter: z.number().int(),
  remark: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;
export const pointsEntryPageSchema = pageOf(pointsEntrySchema);

/**
 * POST /wps/points/convert — body `{ jwe }` holding this payload: points to money at the operator's
 * rate, at least the minimum (RULE_BROKEN field points). One transfer on each ledger in one database
 * transaction: both move or neither does. Wrong paymentPassword as for redeem.
 */
export const convertPayloadSchema = z.object({
  points: pointsCount,
  paymentPassword: z.string().min(1).max(128),
  idempotencyKey: idempotencyKeySchema,
});
export type ConvertPayload = z.infer<typeof convertPayloadSchema>;
export const convertValueSchema = z.object({
  redemption: redemptionSchema,
  /** The member's points and main wallet right after the conversion. */
  points: z.number().int(),
  balance: z.number(),
});
export type ConvertValue = z.infer<typeof convertValueSchema>;

// ---------------------------------------------------------------- operator API

const actor = z.string().trim().min(1).max(80).optional();
const reason = z.string().trim().min(3).max(500);

/** A picture path on our origin (/art/…) or an https URL. */
const pictureSchema = z
  .string()
  .trim()
  .max(300)
  .refine((value) => /^\/[\w./-]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value), { error: 'expected /art/… or an https URL' });

/** The parts of an item an operator writes; stock changes only by restock and redemptions. */
export const rewardFieldsSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/),
  name: localizedTextSchema.refine((value) => Object.values(value).every((entry) => entry.length > 0), { error: 'a name in every language' }),
  picture: pictureSchema,
  points: pointsCount,
  perMemberLimit: z.number().int().min(1).max(10_000).nullable(),
  delivery: z.enum(deliveryKinds),
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type RewardFields = z.infer<typeof rewardFieldsSchema>;

/** POST /ops/points/rewards creates (with its first stock); PUT /ops/points/rewards/:id replaces the fields. */
export const opsRewardCreateSchema = rewardFieldsSchema.extend({ stock: z.number().int().min(0).max(1_000_000), reason, actor });
export const opsRewardUpdateSchema = rewardFieldsSchema.extend({ reason, actor });
export type OpsRewardCreate = z.output<typeof opsRewardCreateSchema>;
export type OpsRewardUpdate = z.output<typeof opsRewardUpdateSchema>;
/** POST /ops/points/rewards/:id/restock — adds to the stock atomically, whatever redemptions run meanwhile. */
export const opsRestockSchema = z.object({ quantity: z.number().int().min(1).max(1_000_000), reason, actor });
export const opsRewardSchema = rewardSchema.omit({ name: true }).extend({ name: localizedTextSchema, enabled: z.boolean(), sortOrder: z.number().int() });
export type OpsReward = z.infer<typeof opsRewardSchema>;
export const opsRewardListSchema = z.array(opsRewardSchema);

/** GET /ops/points/redemptions?status=&limit= — newest first. */
export const opsRedemptionQuerySchema = z.object({
  status: z.enum(redemptionStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const opsRedemptionSchema = redemptionSchema.extend({ memberId: z.number().int(), username: z.string(), decidedBy: z.string().nullable() });
export type OpsRedemption = z.infer<typeof opsRedemptionSchema>;
export const opsRedemptionListSchema = z.array(opsRedemptionSchema);
/** POST /ops/points/redemptions/:id/approve|reject — a decided redemption is 409 CONFLICT, nothing moved. */
export const redemptionVerdicts = ['approve', 'reject'] as const;
export const opsPointsDecisionSchema = z.object({ reason, actor });

/**
 * POST /ops/members/:id/points — points from a promotion, a mission or a correction: signed whole
 * points (a debit never below zero), with a reason; the same idempotencyKey grants once.
 */
export const opsGrantSchema = z.object({
  points: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((value) => value !== 0, { error: 'non-zero' }),
  reason,
  actor,
  idempotencyKey: idempotencyKeySchema.optional(),
});
export const opsGrantValueSchema = z.object({ transferId: z.number().int(), points: z.number().int(), replayed: z.boolean() });
