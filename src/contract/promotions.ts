import { z } from 'zod';
import { categoryIds, promotionTypes } from '../content/schemas.ts';
import { amountSchema } from './money.ts';
import { localizedTextSchema } from './payments.ts';
import { idempotencyKeySchema } from './wallet.ts';

/**
 * Promotions that pay, the reward center, missions, invite friends and VIP on the wire (SPEC §1,
 * §4 activity statuses, §5 activity application). Member calls need a real member's bearer token
 * (trial accounts: 403 TRIAL_ACCOUNT); the promotion list and the engagement switches are public.
 */
export { engagementPaths } from './promotion-paths.ts';
export const applyPath = (id: number) => `/wps/promotions/${id}/apply`;
export const claimPath = (id: number) => `/wps/rewards/${id}/claim`;
export const declinePath = (id: number) => `/wps/rewards/${id}/decline`;
export const forfeitPath = (id: number) => `/wps/rewards/${id}/forfeit`;

export const promotionKinds = ['first-deposit', 'reload', 'cashback', 'rebate', 'application'] as const;
export type PromotionKind = (typeof promotionKinds)[number];
/** Kinds whose bonus is a percent of one deposit: opted into with the deposit, or claimed after it. */
export const depositMatchedKinds = ['first-deposit', 'reload'] as const satisfies readonly PromotionKind[];

/** The activity statuses of SPEC §4, as a member sees each promotion. */
export const activityStatuses = ['applying', 'rejected', 'issued', 'claimed', 'process', 'joined', 'coming soon', 'close'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

/** An application's comment and images (SPEC §5). */
export const applicationCommentMax = 140;
export const applicationImagesMax = 3;
export const applicationImageField = 'images';

const percent = z.number().min(0).max(1000);
/**
 * How a promotion pays. `percent` of the base (the deposit; the net loss; the valid bets) up to
 * `cap`; `minBase` is the least base that earns anything; the bonus is played `turnover` times
 * (over deposit plus bonus when `turnoverIncludesDeposit`) before a withdrawal; a reward waiting
 * in the reward center expires after `claimDays`; `category` narrows cashback and rebates to one
 * game category; `amount` is what an approved application pays unless the operator says otherwise.
 * The terms' conditions, checked when a member opts in or claims: `verifiedMobile` (a mobile number
 * proved by an SMS code) and `verifiedIdentity` (identity verification passed).
 */
export const promotionRulesSchema = z.object({
  percent: percent.default(0),
  cap: amountSchema.optional(),
  minBase: z.number().min(0).max(1_000_000_000).default(0),
  turnover: z.number().int().min(0).max(100).default(0),
  turnoverIncludesDeposit: z.boolean().default(false),
  claimDays: z.number().int().min(1).max(365).default(7),
  category: z.enum(categoryIds).optional(),
  amount: amountSchema.optional(),
  verifiedMobile: z.boolean().default(false),
  verifiedIdentity: z.boolean().default(false),
});
export type PromotionRules = z.output<typeof promotionRulesSchema>;

const isoTime = z.string();

export const promotionViewSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(promotionKinds),
  type: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  /** The operator's time zone (IANA): its calendar is what the period's days mean. */
  timeZone: z.string(),
  /** The status anyone sees: coming soon, joined (running) or close. */
  status: z.enum(activityStatuses),
});
export type PromotionView = z.infer<typeof promotionViewSchema>;
export const promotionListSchema = z.array(promotionViewSchema);

/** The member's own status in each promotion; `rewardId` is the reward waiting to be claimed while the status is issued. */
export const activityListSchema = z.array(z.object({ promotionId: z.number().int(), status: z.enum(activityStatuses), rewardId: z.number().int().nullable() }));
export type ActivityList = z.infer<typeof activityListSchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  status: z.enum(['applying', 'rejected', 'issued']),
  comment: z.string(),
  images: z.number().int(),
  createdAt: isoTime,
});
export type Application = z.infer<typeof applicationSchema>;

/**
 * GET /wps/promotions/deposit-bonuses (members only): the deposit-matched promotions this member may
 * opt into now, in the operator's order: running, the first-deposit bonus only before the first
 * approved deposit, not yet earned for this period, and every condition of the terms met. The deposit
 * forms offer them with "No bonus" chosen; a deposit's `bonusPromotionId` names the choice.
 */
export const depositBonusSchema = z.object({
  promotionId: z.number().int(),
  kind: z.enum(depositMatchedKinds),
  title: z.string(),
  percent: z.number(),
  /** The largest bonus; null: no cap. */
  cap: z.number().nullable(),
  /** The smallest deposit that earns it. */
  minDeposit: z.number(),
  turnover: z.number().int(),
  turnoverIncludesDeposit: z.boolean(),
});
export type DepositBonus = z.infer<typeof depositBonusSchema>;
export const depositBonusListSchema = z.array(depositBonusSchema);

/**
 * Conditions of a bonus's terms. A refused opt-in or claim is 422 BONUS_CONDITION_UNMET whose
 * `fields` name each unmet condition with a translated sentence saying what to do.
 */
export const bonusConditions = ['verifiedMobile', 'verifiedIdentity'] as const;
export type BonusCondition = (typeof bonusConditions)[number];

export const engagementConfigSchema = z.object({ referral: z.boolean(), vip: z.boolean() });
export type EngagementConfig = z.infer<typeof engagementConfigSchema>;

// ---------------------------------------------------------------- reward center

/*
 * A completed mission's reward is materialized when the member reads the reward center or the
 * missions, for the current day and week and for each closed period whose reward could still be
 * claimed: what the member sees is then exact, and a bet's settlement (the hottest path) pays no
 * mission queries. Each reward's key (mission, period, member) makes a second read add nothing.
 */

export const rewardSources = ['promotion', 'mission', 'referral', 'vip'] as const;
/**
 * available: offered, waiting to be claimed (a deposit bonus the member did not opt into waits here
 * until its claim window closes); claimed: paid; expired: not claimed in time; declined: refused
 * before payment (POST /wps/rewards/:id/decline); forfeited: paid, then given back by the member
 * (POST /wps/rewards/:id/forfeit).
 */
export const rewardStatuses = ['available', 'claimed', 'expired', 'declined', 'forfeited'] as const;
export const rewardSchema = z.object({
  id: z.number().int(),
  source: z.enum(rewardSources),
  title: z.string(),
  amount: z.number(),
  wagering: z.number(),
  status: z.enum(rewardStatuses),
  expiresAt: isoTime,
  claimedAt: isoTime.nullable(),
  createdAt: isoTime,
  /** When it was declined or forfeited. */
  closedAt: isoTime.nullable(),
  /** A paid bonus whose turnover is still open: the member may forfeit it. */
  forfeitable: z.boolean(),
});
export type Reward = z.infer<typeof rewardSchema>;
/**
 * POST /wps/rewards/:id/forfeit answers what happened, in one transaction: `returned` left the main
 * wallet (transfer kind bonus-forfeit: the bonus and what it won), `kept` stayed (the lesser of the
 * main balance and the member's own money under that bonus), the bonus's turnover is lifted. A
 * second forfeit of the same reward is 409 CONFLICT and moves nothing; another member's reward is 404.
 */
export const forfeitSchema = z.object({ reward: rewardSchema, returned: z.number(), kept: z.number(), balance: z.number() });
export type Forfeit = z.infer<typeof forfeitSchema>;
export const rewardListSchema = z.array(rewardSchema);
export const claimPayloadSchema = z.object({ idempotencyKey: idempotencyKeySchema.optional() });
export const rewardParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

// ---------------------------------------------------------------- missions

export const missionPeriods = ['daily', 'weekly'] as const;
export const missionMetrics = ['bet-amount', 'rounds', 'category-bets', 'deposit', 'login-days'] as const;
export type MissionMetric = (typeof missionMetrics)[number];
/** Metrics counted in money (amounts on the wire); the others are counts. */
export const moneyMetrics: readonly MissionMetric[] = ['bet-amount', 'category-bets', 'deposit'];

export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  period: z.enum(missionPeriods),
  metric: z.enum(missionMetrics),
  category: z.string().nullable(),
  target: z.number(),
  progress: z.number(),
  reward: z.number(),
  periodEndsAt: isoTime,
  /** The reward of this period's completion, when there is one. */
  rewardId: z.number().int().nullable(),
  state: z.enum(['open', 'ready', 'claimed', 'expired']),
});
export type Mission = z.infer<typeof missionSchema>;
export const missionBoardSchema = z.object({ missions: z.array(missionSchema), readyToClaim: z.number().int() });
export type MissionBoard = z.infer<typeof missionBoardSchema>;

export const leaderboardSchema = z.object({
  period: z.enum(missionPeriods),
  rows: z.array(z.object({ rank: z.number().int(), member: z.string(), completed: z.number().int(), you: z.boolean() })),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export const leaderboardQuerySchema = z.object({ period: z.enum(missionPeriods).default('weekly') });

// ---------------------------------------------------------------- invite friends

export const referralSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Paid to the inviter once a friend's first deposit of at least `firstDepositMin` is approved. */
  firstDepositReward: z.number().min(0).max(1_000_000),
  firstDepositMin: z.number().min(0).max(1_000_000),
  /** Paid once a friend's valid bets reach `validBetsTarget`. */
  validBetsReward: z.number().min(0).max(1_000_000),
  validBetsTarget: z.number().min(0).max(1_000_000_000),
  turnover: z.number().int().min(0).max(100),
  claimDays: z.number().int().min(1).max(365),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const referralSchema = z.object({
  code: z.string(),
  link: z.string(),
  rules: referralSettingsSchema.omit({ enabled: true }),
  friends: z.array(
    z.object({
      member: z.string(),
      joinedAt: isoTime,
      firstDeposit: z.number().nullable(),
      validBets: z.number(),
    }),
  ),
  earned: z.number(),
});
export type Referral = z.infer<typeof referralSchema>;

// ---------------------------------------------------------------- VIP

export const vipSettingsSchema = z.object({ enabled: z.boolean(), periodDays: z.number().int().min(1).max(3650), claimDays: z.number().int().min(1).max(365) });
export type VipSettings = z.infer<typeof vipSettingsSchema>;

export const vipRankSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  minDeposits: z.number(),
  minValidBets: z.number(),
  rankUpReward: z.number(),
  benefits: z.string(),
});
export const vipSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  periodDays: z.number().int(),
  deposits: z.number(),
  validBets: z.number(),
  ranks: z.array(vipRankSchema),
});
export type Vip = z.infer<typeof vipSchema>;

// ---------------------------------------------------------------- operator

const reasoned = { reason: z.string().trim().min(1).max(500), actor: z.string().trim().min(1).max(80).optional() };
export const opsPromotionCreateSchema = z.object({
  code: z.string().regex(/^[a-z0-9-]{2,60}$/),
  kind: z.enum(promotionKinds),
  type: z.enum(promotionTypes).default('NEW'),
  title: localizedTextSchema,
  summary: localizedTextSchema,
  body: localizedTextSchema,
  image: z
    .string()
    .regex(/^\/[\w./-]+\.(svg|png|webp)$/)
    .default('/art/promotions/welcome-first-deposit.svg'),
  rules: promotionRulesSchema,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  sortOrder: z.number().int().default(0),
  ...reasoned,
});
export type OpsPromotionCreate = z.infer<typeof opsPromotionCreateSchema>;
export const opsPromotionScheduleSchema = z.object({ startsAt: z.iso.datetime({ offset: true }), endsAt: z.iso.datetime({ offset: true }), ...reasoned });
export const opsReasonSchema = z.object(reasoned);
export const opsSettleSchema = z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }), ...reasoned });
export const opsApplicationDecisionSchema = z.object({ amount: amountSchema.optional(), ...reasoned });
export const opsPromotionSchema = promotionViewSchema.extend({ rules: promotionRulesSchema, endedAt: isoTime.nullable() });
export const opsPromotionListSchema = z.array(opsPromotionSchema);
export const opsApplicationSchema = applicationSchema.extend({ username: z.string(), rejectReason: z.string().nullable() });
export const opsApplicationListSchema = z.array(opsApplicationSchema);
export const opsApplicationQuerySchema = z.object({ status: z.enum(['applying', 'rejected', 'issued']).optional() });
export const opsSettleValueSchema = z.object({ rewards: z.number().int() });
/** GET /ops/promotions/:id/settlement?from&to: what settling that window would pay, paying nothing. */
export const opsSettlePreviewQuerySchema = z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) });
export const opsSettlePreviewSchema = z.object({
  /** Every member the window pays and the sum, then those whose reward for this window is not granted yet. */
  members: z.number().int(),
  total: z.number(),
  unsettledMembers: z.number().int(),
  unsettledTotal: z.number(),
  /** The largest rewards first, at most 200 of them. */
  rows: z.array(z.object({ memberId: z.number().int(), username: z.string(), base: z.number(), amount: z.number(), settled: z.boolean() })),
});
export type OpsSettlePreview = z.infer<typeof opsSettlePreviewSchema>;

export const opsMissionCreateSchema = z.object({
  code: z.string().regex(/^[a-z0-9-]{2,60}$/),
  period: z.enum(missionPeriods),
  metric: z.enum(missionMetrics),
  category: z.enum(categoryIds).optional(),
  target: z.number().positive().max(1_000_000_000),
  reward: amountSchema,
  turnover: z.number().int().min(0).max(100).default(0),
  title: localizedTextSchema,
  sortOrder: z.number().int().default(0),
  ...reasoned,
});
export type OpsMissionCreate = z.infer<typeof opsMissionCreateSchema>;
export const opsMissionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  period: z.enum(missionPeriods),
  metric: z.enum(missionMetrics),
  category: z.string().nullable(),
  target: z.number(),
  reward: z.number(),
  turnover: z.number().int(),
  title: localizedTextSchema,
  enabled: z.boolean(),
});
export const opsMissionListSchema = z.array(opsMissionSchema);
export const opsEnableSchema = z.object({ enabled: z.boolean(), ...reasoned });

export const opsVipRankSchema = z.object({
  level: z.number().int().min(0).max(100),
  name: z.string().trim().min(1).max(40),
  minDeposits: z.number().min(0).max(1_000_000_000),
  minValidBets: z.number().min(0).max(1_000_000_000),
  rankUpReward: z.number().min(0).max(1_000_000),
  benefits: localizedTextSchema,
});
export const opsVipRankPutSchema = opsVipRankSchema.extend(reasoned);
/** PUT /ops/vip/ranks/:level: the rank's level is the address's. */
export const opsVipRankChangeSchema = opsVipRankPutSchema.omit({ level: true });
export type OpsVipRankChange = z.infer<typeof opsVipRankChangeSchema>;
export const opsVipRankListSchema = z.array(opsVipRankSchema);
