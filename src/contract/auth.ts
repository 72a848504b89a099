import { z } from 'zod';

/**
 * Accounts and sessions on the wire (SPEC §3, §7). Bodies of login, register and password calls
 * travel as `{ jwe }` (encryptedBodySchema) and are these shapes once decrypted.
 */
export const encryptedBodySchema = z.object({ jwe: z.string().min(20).max(20_000) });

const text = (max: number) => z.string().trim().min(1).max(max);
const secret = z.string().min(1).max(128);
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export const loginTypes = ['username', 'sms', 'firebase'] as const;
/** The member site and the agent site (/agentHome) admit different account types. */
export const siteKinds = ['member', 'agent'] as const;
export const oidcProviders = ['google', 'facebook'] as const;
export type OidcProvider = (typeof oidcProviders)[number];

/**
 * Google and Facebook sign-in is a navigation, not a call: the page sends the browser to
 * GET /wps/session/oidc/<provider>?lang=<locale>; the provider returns it to the home page of that
 * language with `?signin=<ticket>` (log in with type 'firebase' and the ticket) or
 * `?signinError=cancelled|failed` (message key "signin.<reason>").
 */
export const oidcStartPath = (provider: OidcProvider) => `/wps/session/oidc/${provider}`;
export const signInReturnParams = { ticket: 'signin', error: 'signinError' } as const;
export const signInErrors = ['cancelled', 'failed'] as const;
export type SignInError = (typeof signInErrors)[number];

export const loginPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: text(64),
    password: secret,
    captcha: z.string().trim().max(12).optional(),
    site: z.enum(siteKinds).default('member'),
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum: text(20),
    verificationCode: code,
    captcha: z.string().trim().max(12).optional(),
    site: z.enum(siteKinds).default('member'),
  }),
  /** After an OpenID Connect sign-in the server hands the browser a one-time ticket, exchanged here. */
  z.object({ type: z.literal('firebase'), ticket: text(200), site: z.enum(siteKinds).default('member') }),
]);
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** A login from an IP the account never used waits for a code sent to its mobile or e-mail. */
export const loginVerificationSchema = z.object({
  challengeId: z.string(),
  channel: z.enum(['sms', 'email']),
  /** Masked, e.g. "09•••••12" or "d•••@example.com". */
  destination: z.string(),
  expiredMinutes: z.number().int().positive(),
});

/** POST /wps/session/login (and /login/verify, /login/freeplay, register, password by phone) */
export const loginValueSchema = z.object({
  token: z.string().optional(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  verification: loginVerificationSchema.optional(),
  /** The member's previous completed login, shown at sign-in; null on a first login. */
  lastLogin: z.object({ at: z.string(), ip: z.string() }).nullable().optional(),
  /** The age the member is asked to confirm at sign-in, when the operator turns the prompt on. */
  confirmAge: z.number().int().nullable().optional(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** POST /wps/session/login/verify */
export const loginVerifyPayloadSchema = z.object({ challengeId: text(100), verificationCode: code, site: z.enum(siteKinds).default('member') });

/** DELETE (or POST) /wps/session/logout: true whether or not the session was still live. */
export const logoutValueSchema = z.literal(true);

/** POST /wps/session/login/freeplay (encrypted; header Gateway-Version: 3) */
export const freeplayPayloadSchema = z.object({ os: text(40), platform: z.literal('W'), random: z.string().min(16).max(200) });

/** POST /wps/verification/sms/noLogin and GET /wps/verification/sms/register?mobileNum= */
export const smsRequestSchema = z.object({
  mobileNum: text(20),
  /** noLogin only: 'reset' asks for the code of the phone password reset (CHNGPASSVERIF3) instead of a login code. */
  purpose: z.enum(['login', 'reset']).default('login'),
});
/** GET /wps/verification/sms/register?mobileNum= */
export const smsRegisterQuerySchema = z.object({ mobileNum: text(20) });
export const smsValueSchema = z.object({ success: z.boolean(), message: z.string(), expiredMinutes: z.number().int().positive() });

/** GET /wps/captcha — a PNG as base64 in value; its answer stays on the server, tied by an HttpOnly cookie. */
export const captchaValueSchema = z.string();
/** How long the server accepts the answer to a captcha after drawing it; the forms replace the picture before. */
export const captchaLifetimeSeconds = 120;

/** POST /wps/member/password (encrypted, token). oldPassword may be left out only by a forced-change session. */
export const changePasswordSchema = z.object({ oldPassword: secret.optional(), newPassword: secret, confirmNewPassword: secret });
/** POST /wps/member/password/email (form post) */
export const forgotByEmailSchema = z.object({ username: text(64), email: z.email().max(120) });
/** Its answer: the dialog shows the message of this key (SPEC §8, 'in_been_out': a new password went to the e-mail). */
export const forgotByEmailValueSchema = z.object({ messageKey: z.literal('in_been_out') });
/** POST /wps/member/password/verification (encrypted) — then logged in with the new password. */
export const forgotByPhoneSchema = z.object({ mobileNum: text(20), verificationCode: code, newPassword: secret });

/** PUT /wps/member/register and /wps/member/register/mobile (encrypted) */
export const registerPayloadSchema = z.object({
  username: z.string().trim().max(64).optional(),
  /** Asked on every tab but the mobile tab with MOBILENUMPASSREG3 off (mobileTabAsksPassword, src/contract/system.ts). */
  password: secret.optional(),
  confirmPassword: secret.optional(),
  payeeName: z.string().trim().max(80).optional(),
  email: z.string().trim().max(120).optional(),
  qqNum: z.string().trim().max(40).optional(),
  mobileNum: z.string().trim().max(20).optional(),
  recommenderId: z.string().trim().max(40).optional(),
  captcha: z.string().trim().max(12).optional(),
  verificationCode: z.string().trim().max(6).optional(),
  affiliateCode: z.string().trim().max(40).optional(),
  paymentPassword: z.string().max(128).optional(),
  line: z.string().trim().max(80).optional(),
  whatsapp: z.string().trim().max(40).optional(),
  facebook: z.string().trim().max(120).optional(),
  wechat: z.string().trim().max(80).optional(),
  idNumber: z.string().trim().max(40).optional(),
  referralCode: z.string().trim().max(40).optional(),
  registerUrl: z.string().max(500).optional(),
  domain: z.string().max(255).optional(),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().default(true),
  /** The "I am 18 or older" box; registration refuses without it and records it. */
  adultConsent: z.boolean().optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export { agentCenterTypes, agentTypes, trialType } from './account-types.ts';

/** GET /wps/member/info */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  toUpline: z.boolean(),
  regDate: z.string(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  currency: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  /** The operator's time zone (IANA): the records count days in it, so their "today" is its today. */
  timeZone: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** GET /wps/member/info/icon */
export const memberIconSchema = z.object({ icon: z.string() });

/** GET /wps/agent/affiliate — the agent's link code for registrations into their downline. */
export const affiliateSchema = z.object({ affiliateCode: z.string(), registerUrl: z.string() });
