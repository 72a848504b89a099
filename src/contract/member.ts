import { z } from 'zod';
import { fieldRule } from './field-rules.ts';
import { ruleFamilies } from './rules.ts';
import type { RegisterFieldRule } from './system.ts';
import { dayStringSchema } from './wallet.ts';

/**
 * The security center on the wire (SPEC §2 securityCenter, §3 "Further profile labels" and the
 * registration fields). The label of field X is the catalogue key "profile.field.X".
 */
export const memberPaths = {
  profile: '/wps/member/profile',
  bindCode: '/wps/member/bind/code',
  bind: '/wps/member/bind',
  paymentPassword: '/wps/member/payment-password',
  logins: '/wps/member/logins',
  /** GET: the member's data archive (application/zip). */
  export: '/wps/member/export',
  /** POST: closes the account, in two calls (see closeAccountPayloadSchema). */
  close: '/wps/member/close',
} as const;

/** Adult age (SPEC §9): a birthday must make the member at least this old. */
export const adultAge = 18;

function isAdult(day: string, today = new Date()): boolean {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const limit = new Date(Date.UTC(today.getUTCFullYear() - adultAge, today.getUTCMonth(), today.getUTCDate()));
  return Date.UTC(year, month - 1, date) <= limit.getTime() && year >= 1900;
}

const pattern = (regex: RegExp, min: number, max: number) => z.string().trim().min(min).max(max).regex(regex);
const plain = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}<>]+$/u);
const personName = pattern(ruleFamilies.fullName.pattern, 3, 80);

/**
 * Fields fixed once filled: they identify the person (payouts go only to the registered name).
 * realName is the payee name given at registration; withdrawals compare payout accounts with it.
 */
export const identityFields = {
  realName: personName,
  fullName: personName,
  birthday: dayStringSchema.refine((day) => isAdult(day), { error: 'must be 18 or older' }),
  idNumber: pattern(ruleFamilies.lettersOrDigits.pattern, 4, 30),
  nationality: pattern(ruleFamilies.lettersSpaces.pattern, 2, 60),
  placeOfBirth: plain(100),
} as const;

/** Fields a member may change or clear (with '') at any time. */
export const contactFields = {
  nickname: plain(30),
  telegram: pattern(/^@?[A-Za-z0-9_]{5,32}$/u, 5, 33),
  zalo: pattern(ruleFamilies.digits.pattern, 9, 15),
  address: plain(200),
  occupation: plain(80),
  sourceOfIncome: plain(80),
  qqNum: pattern(ruleFamilies.digits.pattern, 5, 12),
  line: pattern(ruleFamilies.noSpaces.pattern, 1, 50),
  whatsapp: pattern(ruleFamilies.digits.pattern, 7, 15),
  facebook: pattern(ruleFamilies.noSpaces.pattern, 1, 120),
  wechat: pattern(ruleFamilies.noSpaces.pattern, 1, 50),
} as const;

export type IdentityField = keyof typeof identityFields;
export type ContactField = keyof typeof contactFields;
export type ProfileField = IdentityField | ContactField;
export const identityFieldNames = Object.keys(identityFields) as IdentityField[];
export const contactFieldNames = Object.keys(contactFields) as ContactField[];
export const profileFieldNames: ProfileField[] = [...identityFieldNames, ...contactFieldNames];
export const profileFieldKey = (field: ProfileField | 'username' | 'email' | 'mobileNum') => `profile.field.${field}`;

/** PUT /wps/member/profile — only the fields sent change; an identity field already filled is refused (422). */
export const profileUpdateSchema = z
  .object({
    ...Object.fromEntries(identityFieldNames.map((name) => [name, identityFields[name].optional()])),
    ...Object.fromEntries(contactFieldNames.map((name) => [name, z.union([z.literal(''), contactFields[name]]).optional()])),
  } as { [K in IdentityField]: z.ZodOptional<(typeof identityFields)[K]> } & {
    [K in ContactField]: z.ZodOptional<z.ZodUnion<[z.ZodLiteral<''>, (typeof contactFields)[K]]>>;
  })
  .strict()
  .refine((update) => Object.values(update).some((value) => value !== undefined), { error: 'nothing to change' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET /wps/member/profile (and the answer of PUT, bind). Mobile and e-mail are masked. */
export const profileSchema = z.object({
  username: z.string(),
  fields: z.record(z.enum(profileFieldNames as [ProfileField, ...ProfileField[]]), z.string().nullable()),
  /** Identity fields already filled, so the form shows them read-only. */
  locked: z.array(z.enum(identityFieldNames as [IdentityField, ...IdentityField[]])),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  regDate: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const bindChannels = ['sms', 'email'] as const;
export type BindChannel = (typeof bindChannels)[number];
/** POST /wps/member/bind/code — a code for the new mobile (sms) or address (email), sent through the outbox. */
export const bindCodeRequestSchema = z.object({ channel: z.enum(bindChannels), target: z.string().trim().min(3).max(120) });
export const bindCodeValueSchema = z.object({ destination: z.string(), expiredMinutes: z.number().int().positive() });
/** POST /wps/member/bind — answers profileSchema. */
export const bindPayloadSchema = bindCodeRequestSchema.extend({
  verificationCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type BindPayload = z.infer<typeof bindPayloadSchema>;

/**
 * PUT /wps/member/payment-password — the body is { jwe } of this payload. Setting the first one needs
 * loginPassword; changing it needs currentPaymentPassword. The new one follows the register settings'
 * paymentPassword rule.
 */
export const paymentPasswordPayloadSchema = z
  .object({
    currentPaymentPassword: z.string().min(1).max(128).optional(),
    newPaymentPassword: z.string().min(1).max(128),
    confirmPaymentPassword: z.string().min(1).max(128),
    loginPassword: z.string().min(1).max(128).optional(),
  })
  .refine((payload) => payload.newPaymentPassword === payload.confirmPaymentPassword, {
    error: 'confirmation differs',
    path: ['confirmPaymentPassword'],
  });
export type PaymentPasswordPayload = z.infer<typeof paymentPasswordPayloadSchema>;

/** When the operator has no paymentPassword rule, six digits, as cash-out PINs usually are. */
const fallbackPaymentPasswordRule: RegisterFieldRule = {
  field: 'paymentPassword',
  enabled: true,
  required: true,
  family: 'digits',
  acceptedPattern: ruleFamilies.digits.pattern.source,
  min: 6,
  max: 6,
};

/**
 * The rule a new payment password follows: the operator's paymentPassword rule even when registration
 * does not ask for it, because it guards money. One function, so the form's hint, its check and the
 * server's check never differ.
 */
export function paymentPasswordRule(rules: readonly RegisterFieldRule[]): RegisterFieldRule {
  const configured = fieldRule(rules, 'paymentPassword');
  return configured ? { ...configured, enabled: true, required: true } : fallbackPaymentPasswordRule;
}
export const paymentPasswordValueSchema = z.object({ hasPaymentPassword: z.literal(true) });

/** How a login started: the login form's types, and the other ways into a session. Catalogue keys `center.logins.method.<method>`. */
export const loginMethods = ['username', 'sms', 'firebase', 'freeplay', 'register', 'reset', 'verify'] as const;
export type LoginMethod = (typeof loginMethods)[number];
/**
 * How a login attempt ended, as the login history records it: a session (`success`, or
 * `change-password` when the password must be replaced first), a code asked for a new IP, the
 * attempt lock, a wrong captcha, or the error code that refused it. Catalogue keys
 * `center.logins.outcome.<outcome>`; an error code not listed here reads as refused.
 */
export const loginOutcomes = [
  'success',
  'change-password',
  'challenged',
  'locked',
  'captcha',
  'INVALID_CREDENTIALS',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_CLOSED',
  'SELF_EXCLUDED',
  'NOT_A_MEMBER',
  'NOT_AN_AGENT',
] as const;
export type LoginOutcome = (typeof loginOutcomes)[number];

/** GET /wps/member/logins — the last 50 login attempts, newest first; `method` is a LoginMethod, `outcome` a LoginOutcome or another error code. */
export const loginRecordSchema = z.object({ time: z.string(), ip: z.string(), method: z.string(), outcome: z.string() });
export const loginHistorySchema = z.object({ lastLoginAt: z.string().nullable(), items: z.array(loginRecordSchema) });
export type LoginHistory = z.infer<typeof loginHistorySchema>;

/**
 * POST /wps/member/close — the body is { jwe } of this payload. The first call (no `confirm`) checks
 * the password and the balance and answers `state: 'confirm'` with the time the request lapses; the
 * second, with `confirm: true` and the password again before then, closes the account
 * (docs/decisions/0680-closing-an-account.md).
 */
export const closeAccountPayloadSchema = z.object({
  password: z.string().min(1).max(128),
  reason: z.string().trim().max(500).optional(),
  confirm: z.literal(true).optional(),
  /** Gives up what is left in the main wallet instead of withdrawing it first; money on its way out still refuses. */
  forfeit: z.literal(true).optional(),
});
export type CloseAccountPayload = z.infer<typeof closeAccountPayloadSchema>;
export const closeAccountValueSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('confirm'), confirmBy: z.string() }),
  z.object({ state: z.literal('closed') }),
]);
export type CloseAccountValue = z.infer<typeof closeAccountValueSchema>;
/** How long the confirmation of a close request may wait. */
export const closeConfirmMinutes = 15;
