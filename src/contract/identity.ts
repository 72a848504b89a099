import { z } from 'zod';
import { amountSchema } from './money.ts';

/**
 * Identity verification (KYC): the member sends an ID document (front and back) and a selfie with
 * their name and date of birth; staff holding the `identity` permission approve or reject it.
 * Member calls need a session (401 without one) and a real account (403 TRIAL_ACCOUNT).
 */
export const identityPaths = {
  member: '/wps/member/identity',
  /** The back office's queue of submissions waiting for a decision. */
  queue: '/ops/identity',
  one: '/ops/identity/:id',
  /** One of the submission's images, `:side` front | back | selfie, decrypted for the reviewer. */
  image: '/ops/identity/:id/images/:side',
  decide: '/ops/identity/:id/decision',
} as const;
export const identityImagePath = (id: number, side: IdentitySide) => identityPaths.image.replace(':id', String(id)).replace(':side', side);
export const identityDecisionPath = (id: number) => identityPaths.decide.replace(':id', String(id));

export const identityStates = ['none', 'pending', 'verified', 'rejected'] as const;
export type IdentityState = (typeof identityStates)[number];
/** A submission's own states: `none` is a member with no submission at all. */
export const submissionStates = ['pending', 'verified', 'rejected'] as const;

/** The multipart file fields, one image each. */
export const identitySides = ['front', 'back', 'selfie'] as const;
export type IdentitySide = (typeof identitySides)[number];

/** The age a member must have reached by the date of birth they give. */
export const adultAge = 18;

/**
 * Setting `identity`: when verification is required. Before any withdrawal, before one above
 * `aboveSingle`, or before the one that takes the member's withdrawals (all but rejected ones) past
 * `aboveCumulative`; and before a bonus is granted or claimed.
 */
export const identitySettingsSchema = z.object({
  beforeWithdrawal: z.boolean(),
  aboveSingle: amountSchema.optional(),
  aboveCumulative: amountSchema.optional(),
  beforeBonus: z.boolean(),
});
export type IdentitySettings = z.infer<typeof identitySettingsSchema>;

/** The multipart text fields of POST /wps/member/identity. */
export const identityFieldsSchema = z.object({
  fullName: z.string().trim().min(2).max(120),
  dateOfBirth: z.iso.date(),
});
export type IdentityFields = z.infer<typeof identityFieldsSchema>;

/** GET /wps/member/identity and the answer of POST. */
export const identityViewSchema = z.object({
  state: z.enum(identityStates),
  /** Why staff rejected the latest submission, as they wrote it. */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** What the operator requires verification for (the `identity` setting). */
  required: identitySettingsSchema,
  /** Whether the member may send documents now: not while one is pending or once verified. */
  canSubmit: z.boolean(),
});
export type IdentityView = z.infer<typeof identityViewSchema>;

const reason = z.string().trim().min(3).max(500);

export const identityIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const identityImageParamsSchema = identityIdParamsSchema.extend({ side: z.enum(identitySides) });

export const identityQueueQuerySchema = z.object({ state: z.enum(submissionStates).default('pending') });

export const identitySubmissionSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  state: z.enum(submissionStates),
  fullName: z.string(),
  dateOfBirth: z.string(),
  submittedAt: z.string(),
  reviewer: z.string().nullable(),
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type IdentitySubmission = z.infer<typeof identitySubmissionSchema>;
export const identityQueueSchema = z.array(identitySubmissionSchema);

/** POST /ops/identity/:id/decision: a rejection names its reason, which the member reads in the inbox. */
export const identityDecisionSchema = z.discriminatedUnion('verdict', [
  z.object({ verdict: z.literal('approve'), reason: reason.optional() }),
  z.object({ verdict: z.literal('reject'), reason }),
]);
export type IdentityDecision = z.infer<typeof identityDecisionSchema>;
