import { z } from 'zod';
import { localized } from '../content/schemas.ts';
import { isUsablePattern, ruleFamilyIds } from './rules.ts';

/** Feature toggles of the whitelabel tree (SPEC §6). */
export const featureModIds = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
] as const;
export type FeatureModId = (typeof featureModIds)[number];

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string().regex(/^[A-Z0-9_]{2,40}$/),
    enabled: z.boolean(),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);
export const whitelabelSchema = z.array(whitelabelNodeSchema);

/**
 * Whether a toggle is on: it may sit anywhere in the tree, a node switched off turns off everything
 * under it, and a modId missing from the tree is off. The server and the dialogs read it alike.
 */
export function isFeatureEnabled(nodes: readonly WhitelabelNode[], modId: FeatureModId): boolean {
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled;
    if (node.enabled && isFeatureEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}

/**
 * Phone login (the SMS-code tab) needs its own toggle and PWDEXPFORCECHANGE3 too: SPEC §3 says the
 * forced password change "also controls showing phone login". The dialog shows the tab, and the
 * server sends login codes and accepts SMS logins, only while every one of these is on.
 */
export const phoneLoginToggles = ['MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3'] as const satisfies readonly FeatureModId[];

/** Whether phone login is offered, from a reader of the toggles (the tree on the server, the store in the dialog). */
export const isPhoneLoginOn = (isOn: (modId: FeatureModId) => boolean): boolean => phoneLoginToggles.every((modId) => isOn(modId));

/**
 * MOBILENUMPASSREG3: whether registration's mobile tab asks for a password. Off, the mobile number and
 * the SMS code sent to it open the account, and the member signs in by phone login (and sets a
 * password, if ever, by the phone reset). A password is still asked unless SMS verification and phone
 * login are both on: otherwise nobody could prove the number or sign in to the account.
 */
export const mobileTabAsksPassword = (isOn: (modId: FeatureModId) => boolean): boolean =>
  isOn('MOBILENUMPASSREG3') || !isOn('REGMOBVERF3') || !isPhoneLoginOn(isOn);

/** Registration fields the operator can turn on (SPEC §3). */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

/**
 * One field's rule: the family names the message (src/contract/rules.ts), acceptedPattern does the
 * check (normally the family's own pattern; "*" matches anything), min and max bound the length.
 */
export const registerFieldRuleSchema = z
  .object({
    field: z.enum(registerFieldNames),
    enabled: z.boolean(),
    required: z.boolean(),
    family: z.enum(ruleFamilyIds).default('any'),
    acceptedPattern: z.string().min(1).max(300).refine(isUsablePattern, { error: 'expected "*" or a valid regular expression' }),
    min: z.number().int().min(0).max(200).optional(),
    max: z.number().int().min(1).max(200).optional(),
  })
  .refine((rule) => rule.min === undefined || rule.max === undefined || rule.min <= rule.max, {
    error: 'min must not exceed max',
    path: ['max'],
  });
export const registerSettingsSchema = z.array(registerFieldRuleSchema);
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;

/** The server's public encryption key for JWE payloads (DESIGN §3). */
export const publicJwkSchema = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  kid: z.string(),
  alg: z.literal('RSA-OAEP-256'),
  use: z.literal('enc'),
});

/** GET /wps/system/status?url= — the page adds the host it was loaded from. */
export const statusQuerySchema = z.object({ url: z.string().max(2048).optional() });

/** GET /wps/system/status — the permission check every page makes. */
export const statusSchema = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** The page's host (`url`) is not one of the operator's domains (SPEC §8 "invalid URL"). */
  invalidDomain: z.boolean(),
  info: z.object({
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    register: registerSettingsSchema,
    whitelabel: whitelabelSchema,
    publicKey: publicJwkSchema,
    /** Which third-party sign-in buttons to show: a provider is true only when the server has it configured. */
    signIn: z.object({ google: z.boolean(), facebook: z.boolean() }),
  }),
});
export type SystemStatus = z.infer<typeof statusSchema>;

/** GET /wps/system/helpCenter?lang=&device=WEB */
export const helpCenterQuerySchema = z.object({
  lang: z.string().max(8).optional(),
  device: z.enum(['WEB']).default('WEB'),
});
export const helpCenterSchema = z.array(z.object({ tag: z.string(), title: z.string(), content: z.string(), order: z.number().int() }));
export { localized };

/**
 * GET /health (the process answers) and GET /ready (it can reach its database and is not closing).
 * /ready answers 200 "degraded" while it serves without a part it was set up with: Redis, whose
 * shared counters then give way to this process's own; `reason` says what is missing and since when.
 */
export const healthPaths = { health: '/health', ready: '/ready' } as const;
export const healthSchema = z.object({ status: z.literal('up') });
export const readySchema = z.object({
  status: z.enum(['ready', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  /** Attempt counters: in Redis for every process, or in this process only. */
  counters: z.enum(['shared', 'process']),
  reason: z.string().optional(),
  since: z.string().optional(),
});
