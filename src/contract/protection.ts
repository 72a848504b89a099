import { z } from 'zod';
import { amountSchema } from './money.ts';

/**
 * Player protection on the wire: limits the member sets, time-outs and self-exclusion, the reality
 * check's interval and the recall of recent rounds.
 *
 * Limits: a decrease (or a first limit) applies at once; an increase or a removal is held for
 * `limitCoolingHours` and applies only when the member sends the same change again after that time
 * (the confirmation), so a change made in the heat of play cannot take effect by itself.
 */
export const protectionPaths = {
  limits: '/wps/member/limits',
  exclusion: '/wps/member/exclusion',
  realityCheck: '/wps/member/reality-check',
  recall: '/wps/member/recall',
} as const;

export const limitCoolingHours = 24;
export const limitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** PUT /wps/member/limits — money kinds take a period and an amount; the session limit takes minutes. null removes. */
export const limitChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['deposit', 'loss', 'wager']), period: z.enum(limitPeriods), amount: amountSchema.nullable() }),
  z.object({
    kind: z.literal('session'),
    minutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .nullable(),
  }),
]);
export type LimitChange = z.infer<typeof limitChangeSchema>;

export const limitSchema = z.object({
  kind: z.enum(limitKinds),
  /** null for the session limit. */
  period: z.enum(limitPeriods).nullable(),
  /** The limit in force: an amount, or minutes for the session limit; null when none is in force. */
  value: z.number().nullable(),
  /** How much of a money limit the current period has used. */
  used: z.number().nullable(),
  /** A held increase or removal: the value it will set (null removes) and when it may be confirmed. */
  pending: z.object({ value: z.number().nullable(), appliesAt: z.string() }).nullable(),
});
export type Limit = z.infer<typeof limitSchema>;
export const limitListSchema = z.array(limitSchema);

export const timeoutDays = { min: 1, max: 42 } as const;
export const selfExclusionDays = [182, 365, 1825] as const;
/** POST /wps/member/exclusion (a JWE body: it carries the payment password). */
export const exclusionPayloadSchema = z
  .object({
    kind: z.enum(['timeout', 'self']),
    days: z.number().int().positive().optional(),
    permanent: z.boolean().optional(),
    paymentPassword: z.string().min(1).max(128),
  })
  .refine(
    (value) =>
      value.kind === 'timeout' ? value.days !== undefined && value.days >= timeoutDays.min && value.days <= timeoutDays.max && !value.permanent : true,
    {
      error: `a time-out lasts ${timeoutDays.min} to ${timeoutDays.max} days`,
      path: ['days'],
    },
  )
  .refine(
    (value) =>
      value.kind === 'self' ? value.permanent === true || (value.days !== undefined && (selfExclusionDays as readonly number[]).includes(value.days)) : true,
    {
      error: 'self-exclusion lasts 6 months, 1 year, 5 years or for good',
      path: ['days'],
    },
  );
export type ExclusionPayload = z.infer<typeof exclusionPayloadSchema>;
export const exclusionSchema = z.object({ kind: z.enum(['timeout', 'self']), startsAt: z.string(), endsAt: z.string().nullable() });

/** GET|PUT /wps/member/reality-check */
export const realityCheckSchema = z.object({ minutes: z.number().int().min(10).max(240) });
export const defaultRealityCheckMinutes = 60;
/**
 * GET /wps/member/reality-check also answers what the dialog shows: when this session began and the
 * server's time (the dialog falls due at each interval from the start), and the net result of the
 * real-money bets placed since (payouts less stakes; an open bet counts as its stake lost).
 */
export const realityCheckStatusSchema = realityCheckSchema.extend({ sessionStartedAt: z.string(), now: z.string(), net: z.number() });
export type RealityCheckStatus = z.infer<typeof realityCheckStatusSchema>;

/** GET /wps/member/recall?gameId&limit=10 — the member's last rounds of one game. */
export const recallQuerySchema = z.object({ gameId: z.string().trim().min(1).max(80), limit: z.coerce.number().int().min(1).max(10).default(10) });
export const recallRoundSchema = z.object({
  roundId: z.string(),
  game: z.string(),
  stake: z.number(),
  payout: z.number(),
  status: z.enum(['open', 'won', 'lost', 'void']),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  /** HOUSE rounds: what recomputes the outcome at /house/fair. */
  fairness: z.object({ serverSeedHash: z.string(), serverSeed: z.string().nullable(), clientSeed: z.string(), nonce: z.number().int() }).nullable(),
});
export type RecallRound = z.infer<typeof recallRoundSchema>;
export const recallSchema = z.array(recallRoundSchema);

/** GET /ops/audit/verify */
export const auditVerifySchema = z.object({ length: z.number().int(), firstBreak: z.number().int().nullable() });
export type AuditVerify = z.infer<typeof auditVerifySchema>;

/** Signs an operator should look at (the operator's watch list). */
export const harmMarkers = ['depositAfterDeclinedWithdrawal', 'manyDepositsInAnHour', 'lossesFarAboveAverage'] as const;
/** GET /ops/protection/members — members with limits, exclusions or markers of harm. */
export const watchedMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  limits: z.number().int(),
  exclusion: exclusionSchema.nullable(),
  markers: z.array(z.enum(harmMarkers)),
});
export const watchListSchema = z.array(watchedMemberSchema);
/** POST /ops/members/:id/exclusion/end — only a permanent self-exclusion needs the operator to end it. */
export const endExclusionSchema = z.object({ reason: z.string().trim().min(3).max(500), actor: z.string().trim().min(1).max(80).optional() });
