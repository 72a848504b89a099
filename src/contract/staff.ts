import { z } from 'zod';

/**
 * The operator's staff: people who run the platform from the back office. They are not members and
 * sign in with their own accounts, a password and a TOTP second factor (RFC 6238).
 */
export const staffRoles = ['admin', 'finance', 'support', 'marketing', 'risk', 'agents'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * What a route of the operator API asks of its caller. Each role grants a set of them
 * (server/modules/staff/permissions.ts); `self` is any signed-in staff member.
 */
export const staffPermissions = [
  'self',
  'staff',
  'settings',
  /** Blocking countries and IP ranges: a part of the settings the risk desk keeps too. */
  'region',
  'reports',
  'payments',
  'members.read',
  'members.manage',
  'support',
  'content',
  'protection',
  'agents',
  /** Reviewing identity documents: the only permission that opens them. */
  'identity',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

export const staffStatuses = ['active', 'disabled'] as const;

export const staffPaths = {
  session: '/ops/staff/session',
  me: '/ops/staff/me',
  list: '/ops/staff',
  one: '/ops/staff/:id',
} as const;

/** Who the audit trail names for a call made with the automation token rather than a staff session. */
export const tokenActor = 'token';

const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_.-]{2,31}$/, { error: 'expected 3 to 32 letters, digits, dots, dashes or underscores, starting with a letter' });

/** At least 10 characters with a lower- and an upper-case letter and a digit: staff move money. */
export const staffPasswordSchema = z
  .string()
  .min(10)
  .max(128)
  .refine((value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value), {
    error: 'expected at least one lower-case letter, one upper-case letter and one digit',
  });

const reasonSchema = z.string().trim().min(3).max(500);

/** POST /ops/staff/session */
export const staffSignInSchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(32),
  password: z.string().min(1).max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'expected the 6 digits your authenticator app shows' })
    .optional(),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

export const staffViewSchema = z.object({ username: z.string(), roles: z.array(z.enum(staffRoles)) });

/**
 * The sign-in's next step: `setup` (password right, no second factor yet: enrol the secret, then
 * sign in again with a code), `code` (password right, the code is missing) or `done` (signed in).
 */
export const staffSignInValueSchema = z.discriminatedUnion('next', [
  z.object({
    next: z.literal('setup'),
    secret: z.string(),
    uri: z.string(),
    /** The otpauth URI as a QR code, an SVG data URL, for the authenticator app's camera. */
    qr: z.string(),
  }),
  z.object({ next: z.literal('code') }),
  z.object({ next: z.literal('done'), staff: staffViewSchema }),
]);
export type StaffSignInValue = z.infer<typeof staffSignInValueSchema>;

/** GET /ops/staff/me */
export const staffMeSchema = z.object({
  username: z.string(),
  roles: z.array(z.enum(staffRoles)),
  permissions: z.array(z.enum(staffPermissions)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

const rolesSchema = z
  .array(z.enum(staffRoles))
  .min(1)
  .max(staffRoles.length)
  .transform((roles) => [...new Set(roles)]);

/** POST /ops/staff */
export const staffCreateSchema = z.object({ username: usernameSchema, password: staffPasswordSchema, roles: rolesSchema, reason: reasonSchema });

/** PUT /ops/staff/:id: a disabled staff member's sessions end at once; resetTotp makes the next sign-in enrol again. */
export const staffUpdateSchema = z
  .object({ roles: rolesSchema.optional(), status: z.enum(staffStatuses).optional(), resetTotp: z.literal(true).optional(), reason: reasonSchema })
  .refine((body) => body.roles !== undefined || body.status !== undefined || body.resetTotp !== undefined, {
    error: 'expected roles, status or resetTotp',
  });

export const staffEntrySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.enum(staffRoles)),
  status: z.enum(staffStatuses),
  totpEnrolled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffEntry = z.infer<typeof staffEntrySchema>;
export const staffListSchema = z.array(staffEntrySchema);
