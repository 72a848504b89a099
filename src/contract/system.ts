import { z } from 'zod';
import { localized } from '../content/schemas.ts';

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

/** Registration fields the operator can turn on (SPEC §3). */
export const registerFieldNames = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId',
  'captcha', 'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook',
  'wechat', 'idNumber', 'referralCode',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

export const registerFieldRuleSchema = z.object({
  field: z.enum(registerFieldNames),
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression the value must match; "*" matches anything. */
  acceptedPattern: z.string().min(1).max(300),
  min: z.number().int().min(0).max(200).optional(),
  max: z.number().int().min(1).max(200).optional(),
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
  info: z.object({
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    register: registerSettingsSchema,
    whitelabel: whitelabelSchema,
    publicKey: publicJwkSchema,
  }),
});
export type SystemStatus = z.infer<typeof statusSchema>;

/** GET /wps/system/helpCenter?lang=&device=WEB */
export const helpCenterQuerySchema = z.object({
  lang: z.string().max(8).optional(),
  device: z.enum(['WEB']).default('WEB'),
});
export const helpCenterSchema = z.array(
  z.object({ tag: z.string(), title: z.string(), content: z.string(), order: z.number().int() }),
);
export { localized };
