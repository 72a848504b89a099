import { z } from 'zod';
import { gameCategoryCodes } from '../content/schemas.ts';
import { maxAmount } from './money.ts';
import { dayStringSchema } from './wallet.ts';

/**
 * Agent contracts on the wire (SPEC §3, §4, §9; issue 10). An agent offers a contract of one kind to
 * a direct downline agent, who signs (A) or rejects (R) it; either side of a valid contract may ask
 * to terminate it (C) and the other side confirms or refuses. Rates are fractions (0.015 is 1.5%)
 * and pages show them times 100; amounts are JSON numbers with 2 decimals.
 */
export const contractPaths = {
  contracts: '/wps/agent/contracts',
  dividendProcess: '/wps/agent/contracts/dividend/process',
  dailyProcess: '/wps/agent/contracts/daily/process',
  hourlyProcess: '/wps/agent/contracts/hourly/process',
  settlements: '/wps/agent/settlements',
} as const;

export const contractOpsPaths = {
  contracts: '/ops/contracts',
  grant: '/ops/contracts/grant',
  end: '/ops/contracts/:id/end',
  preview: '/ops/settlements/preview',
  run: '/ops/settlements/run',
} as const;

/**
 * dividend: on the team's net loss per dividend period; daily: on the day's valid bets; hourly: on
 * each hour's, paid in real time. realtime names the hourly contract's 5-minute payments (each the
 * hour so far minus what the hour already paid; the hour's close, kind hourly, pays the rest): a kind
 * of settlement, never a contract of its own (docs/decisions/0510).
 */
export const contractKinds = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof contractKinds)[number];
/** The kinds of contract an agent can be offered, granted and hold. */
export const heldKinds = ['dividend', 'daily', 'hourly'] as const satisfies readonly ContractKind[];
export type HeldKind = (typeof heldKinds)[number];

/**
 * P pending, E a re-offered dividend (the holder has a valid one; signing replaces it), V valid; then
 * the ends: R rejected, C ended (terminated, replaced by a newer signed one, or ended by the
 * higher-rate rule), X withdrawn or replaced before it was signed.
 */
export const contractStatuses = ['P', 'E', 'V', 'R', 'C', 'X'] as const;
export type ContractStatus = (typeof contractStatuses)[number];
/** A: sign (or refuse a termination), R: reject (hourly: confirm a termination), C: terminate. */
export const contractActions = ['A', 'R', 'C'] as const;
export type ContractAction = (typeof contractActions)[number];

/** P: a percentage of the valid bet; F: a fixed amount per period. */
export const rateTypes = ['P', 'F'] as const;
export type RateType = (typeof rateTypes)[number];

/** A fraction of at most 4 decimals (0.0001 is 0.01%). */
export const rateSchema = z
  .number()
  .positive()
  .max(1)
  .refine((value) => Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6, { error: 'at most 4 decimals' });
const thresholdSchema = z
  .number()
  .min(0)
  .max(maxAmount)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: 'at most 2 decimals' });
const membersSchema = z.number().int().min(0).max(1_000_000);

/** The game categories a contract can rate apart (SPEC §3), in the specification's order. */
export const contractCategories = gameCategoryCodes;
export type ContractCategory = (typeof contractCategories)[number];
/**
 * A P tier's own rate for some game categories; a category not named earns the tier's `rate`
 * (docs/decisions/0906-contract-rates-per-category.md). Fixed amounts (F) have none.
 */
export const categoryRatesSchema = z.partialRecord(z.enum(contractCategories), rateSchema);
export type CategoryRates = z.infer<typeof categoryRatesSchema>;
const categoryRates = categoryRatesSchema.optional();

export const dividendTierSchema = z.object({
  minimumBet: thresholdSchema,
  netLoss: thresholdSchema,
  activeMember: membersSchema,
  contractRate: rateSchema,
  categoryRates,
});
/** A fixed amount (F) is paid only to a team with an active member, unless its tier says `paysIdleTeam: true`. */
const paysIdleTeam = z.boolean().optional();
export const dailyDetailSchema = z.object({
  betVolume: thresholdSchema,
  activeMember: membersSchema,
  rateType: z.enum(rateTypes),
  rate: z.number().positive(),
  paysIdleTeam,
  categoryRates,
});
export const hourRateSchema = z.object({
  minimumBet: thresholdSchema,
  activeMember: membersSchema,
  rateType: z.enum(rateTypes),
  rate: z.number().positive(),
  paysIdleTeam,
  categoryRates,
});
export type DividendTier = z.infer<typeof dividendTierSchema>;
export type DailyDetail = z.infer<typeof dailyDetailSchema>;
export type HourRate = z.infer<typeof hourRateSchema>;

const maxTiers = 10;
const downlineId = z.number().int().positive();
/** POST /wps/agent/contracts — an offer to a direct downline agent; a new offer replaces one still pending. */
export const offerPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dividend'), downlineId, tiers: z.array(dividendTierSchema).min(1).max(maxTiers) }),
  z.object({ kind: z.literal('daily'), downlineId, details: z.array(dailyDetailSchema).min(1).max(maxTiers) }),
  z.object({ kind: z.literal('hourly'), downlineId, hourSalaryRates: z.array(hourRateSchema).min(1).max(maxTiers) }),
]);
export type OfferPayload = z.infer<typeof offerPayloadSchema>;

/**
 * One tier in the kinds' common form: `minimumBet` is the dividend's minimumBet, the daily salary's
 * betVolume or the hourly minimumBet; `netLoss` is 0 for salaries; a dividend's rate is always P.
 */
export const tierSchema = z.object({
  minimumBet: z.number(),
  netLoss: z.number(),
  activeMember: z.number().int(),
  rateType: z.enum(rateTypes),
  rate: z.number(),
  paysIdleTeam,
  categoryRates: z.partialRecord(z.enum(contractCategories), z.number()).optional(),
});
export type Tier = z.infer<typeof tierSchema>;

/** Signing with `confirmHigherRate` accepts that the signer's higher downline contracts end (SPEC §5). */
const confirmHigherRate = z.boolean().optional();
const action = z.enum(contractActions);
const contractId = z.coerce.number().int().positive();
/** The specification's payloads: `type` names the dividend contract, `id` the daily one, `contractId` the hourly or real-time one. */
export const dividendProcessSchema = z.object({ type: contractId, status: action, confirmHigherRate });
export const dailyProcessSchema = z.object({ id: contractId, status: action, confirmHigherRate });
export const hourlyProcessSchema = z.object({ contractId, status: action, confirmHigherRate });

/** What every process endpoint answers: the contract acted on. */
export const processedSchema = z.object({ id: z.number().int() });

/** What a contract's history records. */
export const contractEventActions = [
  'offered',
  'granted',
  'signed',
  'rejected',
  'withdrawn',
  'replaced',
  'ended',
  'termination-asked',
  'termination-withdrawn',
  'termination-refused',
] as const;
export type ContractEventAction = (typeof contractEventActions)[number];
export const contractEventSchema = z.object({ at: z.string(), actor: z.string(), action: z.enum(contractEventActions), note: z.string() });
/**
 * Where the holder stands in the period still open, counted as settlement counts it: the team's
 * figures so far, the tier they reach, and the next tier with what it still lacks (0 where met).
 * Real-time contracts show the hour so far, which their 5-minute payments add up to.
 */
export const contractStandingSchema = z.object({
  period: z.string(),
  from: z.string(),
  to: z.string(),
  validBet: z.number(),
  netLoss: z.number(),
  activeMembers: z.number().int(),
  /** The tier reached (0-based), or null when none is yet. */
  tier: z.number().int().nullable(),
  /** The next tier up, or null at the highest. */
  next: z.object({ tier: z.number().int(), missing: z.object({ validBet: z.number(), netLoss: z.number(), activeMembers: z.number().int() }) }).nullable(),
});
export type ContractStanding = z.infer<typeof contractStandingSchema>;
export const contractItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(contractKinds),
  status: z.enum(contractStatuses),
  /** Null when the platform granted it (a top agent's contract). */
  offerer: z.string().nullable(),
  holder: z.string(),
  holderId: z.number().int(),
  tiers: z.array(tierSchema),
  /** 'Y' when the holder has given its own downline a contract this one does not cover. */
  downlineHigherRate: z.enum(['Y', 'N']),
  /** Who asked to end this valid contract, waiting for the other side. */
  terminationBy: z.enum(['offerer', 'holder']).nullable(),
  offeredAt: z.string(),
  signedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  history: z.array(contractEventSchema),
  /** On the holder's own valid contract: the period so far. */
  standing: contractStandingSchema.optional(),
});
export type ContractItem = z.infer<typeof contractItemSchema>;

/** GET /wps/agent/contracts?scope=mine|downline&kind= — mine: offered to or held by me; downline: those I offered. */
export const contractListQuerySchema = z.object({ scope: z.enum(['mine', 'downline']).default('mine'), kind: z.enum(contractKinds).optional() });
export const contractListSchema = z.object({ items: z.array(contractItemSchema) });
export type ContractList = z.infer<typeof contractListSchema>;

// ---------------------------------------------------------------- settlements

/** What a period's team did, as the settlement read it. */
export const settlementFiguresSchema = z.object({
  validBet: z.number(),
  /** Valid bets minus payouts minus bonuses paid: the team's loss, the house's gain. */
  netLoss: z.number(),
  activeMembers: z.number().int(),
  /** The tier met (0-based), or null when none was. */
  tier: z.number().int().nullable(),
  rate: z.number().nullable(),
  rateType: z.enum(rateTypes).nullable(),
  /** The tier's own rates of the categories it names (the others earn `rate`). */
  categoryRates: tierSchema.shape.categoryRates,
  /** The contract's rate on the team's figure. */
  gross: z.number(),
  /** What this agent owes its own contracted downline for their sub-teams (kept back from gross). */
  downline: z.number(),
});
export type SettlementFigures = z.infer<typeof settlementFiguresSchema>;
export const settlementItemSchema = z.object({
  contractId: z.number().int(),
  kind: z.enum(contractKinds),
  holder: z.string(),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  figures: settlementFiguresSchema,
  amount: z.number(),
  paidAt: z.string(),
});
export type SettlementItem = z.infer<typeof settlementItemSchema>;
/** GET /wps/agent/settlements?kind=&from=&to=&page=&pageSize= — the caller's settled periods, newest first. */
export const settlementQuerySchema = z.object({
  kind: z.enum(contractKinds).optional(),
  from: dayStringSchema.optional(),
  to: dayStringSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type SettlementQuery = z.infer<typeof settlementQuerySchema>;
export const settlementPageSchema = z.object({
  items: z.array(settlementItemSchema),
  total: z.number().int(),
  paid: z.number(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SettlementPage = z.infer<typeof settlementPageSchema>;

// ---------------------------------------------------------------- operator

/** The operator's contract settings: who counts as active, and how long a dividend period is. */
export const dividendPeriods = ['weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof dividendPeriods)[number];
export const contractSettingsSchema = z.object({
  /** A member is active in a period when their valid bet in it reaches this amount. */
  activeMemberThreshold: thresholdSchema,
  dividendPeriod: z.enum(dividendPeriods),
});
export type ContractSettings = z.infer<typeof contractSettingsSchema>;

/** A period by its local start in the operator's time zone: yyyy-MM-dd, or yyyy-MM-ddTHH:mm for hours and 5-minute windows. */
export const periodStartSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/);
export const opsContractQuerySchema = z.object({
  status: z.enum(contractStatuses).optional(),
  kind: z.enum(contractKinds).optional(),
  holder: z.string().trim().min(1).max(64).optional(),
});
export const opsEndPayloadSchema = z.object({ reason: z.string().trim().min(3).max(500), actor: z.string().trim().min(1).max(80).optional() });
export const opsGrantPayloadSchema = z.object({
  username: z.string().trim().min(1).max(64),
  kind: z.enum(heldKinds),
  tiers: z.array(tierSchema).min(1).max(maxTiers),
  reason: z.string().trim().min(3).max(500),
  actor: z.string().trim().min(1).max(80).optional(),
});
export type OpsGrantPayload = z.infer<typeof opsGrantPayloadSchema>;
/** POST /ops/settlements/preview|run — no period: the last closed one. */
export const opsSettlePayloadSchema = z.object({
  kind: z.enum(contractKinds),
  period: periodStartSchema.optional(),
  reason: z.string().trim().min(3).max(500).optional(),
  actor: z.string().trim().min(1).max(80).optional(),
});
export const opsSettlementSchema = z.object({
  kind: z.enum(contractKinds),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  /** False for a preview, and for a run that found the period already settled. */
  ran: z.boolean(),
  alreadySettled: z.boolean(),
  items: z.array(settlementItemSchema.omit({ paidAt: true })),
  total: z.number(),
});
export type OpsSettlement = z.infer<typeof opsSettlementSchema>;
