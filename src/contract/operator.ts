import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { autoReceiptMinutesSchema, localizedTextSchema, withdrawalLimitsSchema } from './payments.ts';
import { pointsSettingsSchema } from './points.ts';
import { feedbackSettingsSchema } from './inbox.ts';
import { referralSettingsSchema, vipSettingsSchema } from './promotions.ts';
import { registerSettingsSchema, whitelabelSchema } from './system.ts';
import { memberStatuses } from './agent.ts';
import { contractSettingsSchema } from './contracts.ts';
import { appDownloadsSchema } from './app-downloads.ts';
import { licenceSchema } from './licence.ts';
import { identitySettingsSchema } from './identity.ts';
import type { StaffPermission } from './staff.ts';

/** "10.0.0.0/8" or "2001:db8::/32": a range the operator can block. */
export const cidrSchema = z
  .string()
  .trim()
  .refine((value) => ipaddr.isValidCIDR(value), { error: 'expected an IPv4 or IPv6 range such as 203.0.113.0/24' });

/** ISO 3166-1 alpha-2, as proxies send it in the country header. */
export const countryCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'expected a two-letter country code such as PH' }));

const cdnListSchema = z.array(z.url({ protocol: /^https?$/ })).max(20);

/** "tala.example", "*.tala.example" (its subdomains) or an IP address: a host name the site may run on, without a port. */
export const domainSchema = z
  .string()
  .trim()
  .transform((value) => value.toLowerCase())
  .pipe(
    z.string().regex(/^(\*\.)?[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9](?:[a-z0-9-]{0,62}))*$/, {
      error: 'expected a host name such as tala.example or *.tala.example',
    }),
  );

/** Operator settings: each key's value shape. They live in the database and apply without a restart. */
export const settingSchemas = {
  maintenance: z.boolean(),
  restrictedCountries: z.array(countryCodeSchema).max(250),
  restrictedIpRanges: z.array(cidrSchema).max(1000),
  whitelabel: whitelabelSchema,
  register: registerSettingsSchema,
  /**
   * The operator's domains (SPEC §7 domain routers): a page on any other host says "invalid URL,
   * contact customer service" (SPEC §8). Empty turns the check off.
   */
  domains: z.array(domainSchema).max(100),
  /** Empty means images come from our own origin. */
  imageCDNs: cdnListSchema,
  /** Empty means games launch from our own origin. */
  launchGameCDNs: cdnListSchema,
  /** The platform's money: ISO 4217 code and the symbol shown beside balances (demo PHP, ₱). */
  currency: z.object({
    code: z.string().regex(/^[A-Z]{3}$/),
    symbol: z.string().trim().min(1).max(5),
    decimals: z.literal(2),
  }),
  /**
   * Seamless (isSingle: every vendor plays from the main wallet) or transfer mode, where the listed
   * vendors keep their own wallet and the member moves money in and out of it.
   */
  walletMode: z.object({
    isSingle: z.boolean(),
    vendors: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[A-Z0-9_]{2,20}$/),
      )
      .max(100),
  }),
  /** Withdrawal amount bounds (per payout kind if set) and how many a member may file per day. */
  withdrawalLimits: withdrawalLimitsSchema,
  /** A paid withdrawal the member neither confirms nor disputes counts as received after this long. */
  withdrawalAutoReceiptMinutes: autoReceiptMinutesSchema,
  /** Notices shown above the game lobbies, newest date first; content is plain text. */
  gameAnnouncements: z
    .array(
      z.object({
        id: z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,40}$/),
        date: z.iso.date(),
        title: localizedTextSchema,
        content: localizedTextSchema,
      }),
    )
    .max(50),
  /** The points mall: earning rate per game category, and the conversion of points to money. */
  points: pointsSettingsSchema,
  /** Agent contracts: the valid bet that makes a member active in a period, and the dividend period. */
  contracts: contractSettingsSchema,
  /** Feedback: the fewest and most words its content may have (SPEC §5). */
  feedback: feedbackSettingsSchema,
  /** SPEC §5: at sign-in the member confirms being 21 or older (markets that set 21 as the age). */
  agePrompt: z.object({ enabled: z.boolean(), age: z.number().int().min(18).max(25) }),
  /** Invite friends: the toggle and what a friend's first deposit and valid bets earn the inviter. */
  referral: referralSettingsSchema,
  /** VIP: the toggle, the period ranks are measured over, and how long a rank-up reward waits to be claimed. */
  vip: vipSettingsSchema,
  /** How many years a closed account's personal data is kept before it is anonymized (the ledger keeps the member id only). */
  closedAccountRetentionYears: z.number().int().min(1).max(30),
  /** Where the app downloads: one https link per kind, null to hide it on the /down page. */
  appDownloads: appDownloadsSchema,
  /** The gaming licence the footer names: its number (empty: none is named) and the regulator's page for it. */
  licence: licenceSchema,
  /** When a member must have verified their identity: before withdrawals (any, above an amount, past a total) or a bonus. */
  identity: identitySettingsSchema,
} as const;
export type SettingKey = keyof typeof settingSchemas;
export type SettingValues = { [K in SettingKey]: z.output<(typeof settingSchemas)[K]> };
export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

export const settingEntrySchema = z.object({
  key: z.enum(settingKeys),
  value: z.unknown(),
  /** Null while the key still holds its default. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SettingEntry = z.infer<typeof settingEntrySchema>;

/** GET /ops/settings */
export const settingListSchema = z.array(settingEntrySchema);
/** GET|PUT /ops/settings/:key */
export const settingParamsSchema = z.object({ key: z.enum(settingKeys) });
/** PUT /ops/settings/:key — the value is checked against the key's schema. */
export const settingChangeSchema = z.object({
  value: z.unknown(),
  reason: z.string().trim().min(3).max(500),
  actor: z.string().trim().min(1).max(80).optional(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

/** The settings staff with the `region` permission (risk desk) may change: who is refused by country or address. */
export const regionSettingKeys = ['restrictedCountries', 'restrictedIpRanges'] as const satisfies readonly SettingKey[];
export type RegionSettingKey = (typeof regionSettingKeys)[number];
export const regionParamsSchema = z.object({ key: z.enum(regionSettingKeys) });

/**
 * The settings staff with the `content` permission (marketing desk) may change: the points mall's
 * earning rates and conversion, invite friends and VIP, the offers that desk runs.
 */
export const contentSettingKeys = ['points', 'referral', 'vip'] as const satisfies readonly SettingKey[];
export type ContentSettingKey = (typeof contentSettingKeys)[number];
export const contentParamsSchema = z.object({ key: z.enum(contentSettingKeys) });

export const settingsPaths = {
  list: '/ops/settings',
  one: '/ops/settings/:key',
  /** GET: the key's changes, newest first, each with the value it replaced. */
  history: '/ops/settings/:key/history',
  /** GET: the region blocks (restricted countries and IP ranges), for the `region` permission. */
  regions: '/ops/region-blocks',
  /** PUT: change one region block; GET .../history its changes. */
  region: '/ops/region-blocks/:key',
  regionHistory: '/ops/region-blocks/:key/history',
  /** GET: the points mall, invite-friends and VIP settings, for the `content` permission. */
  contents: '/ops/content-settings',
  /** PUT: change one of them; GET .../history its changes. */
  content: '/ops/content-settings/:key',
  contentHistory: '/ops/content-settings/:key/history',
} as const;

/**
 * The settings a desk besides admin keeps: each group of keys is opened to one permission through
 * its own list, key and history routes, which change the key through the same service as
 * /ops/settings/:key (a reason, the audit row, the history). Their `:key` takes the group's keys
 * only. Admin, holding every permission, reaches them there too. The one home of which key goes
 * where: the server registers these routes from it, and the back office picks a key's path and
 * the lists a staff member loads from it.
 */
export const settingDesks = [
  {
    permission: 'region',
    keys: regionSettingKeys,
    params: regionParamsSchema,
    paths: { list: settingsPaths.regions, one: settingsPaths.region, history: settingsPaths.regionHistory },
  },
  {
    permission: 'content',
    keys: contentSettingKeys,
    params: contentParamsSchema,
    paths: { list: settingsPaths.contents, one: settingsPaths.content, history: settingsPaths.contentHistory },
  },
] as const satisfies readonly {
  permission: StaffPermission;
  keys: readonly SettingKey[];
  params: z.ZodType<{ key: SettingKey }>;
  paths: { list: string; one: string; history: string };
}[];
export type SettingDesk = (typeof settingDesks)[number];

/** The desk that keeps `key` besides admin, if any. */
export const settingDeskOf = (key: SettingKey): SettingDesk | undefined => settingDesks.find((desk) => (desk.keys as readonly SettingKey[]).includes(key));

/** GET …/history?limit= */
export const settingHistoryQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) });
/** One change of a setting: the value it replaced and the value it set, by whom and why. */
export const settingChangeRecordSchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  at: z.string(),
});
export type SettingChangeRecord = z.infer<typeof settingChangeRecordSchema>;
export const settingHistorySchema = z.array(settingChangeRecordSchema);

/** GET /ops/actions?limit= — the audit log, newest first. */
export const actionQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
export const operatorActionSchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  at: z.string(),
});
export type OperatorAction = z.infer<typeof operatorActionSchema>;
export const actionListSchema = z.array(operatorActionSchema);

/** PUT /ops/members/:id/status — suspend (ends every session at once) or reactivate a member. */
export const opsMemberStatusPayloadSchema = z.object({
  status: z.enum(memberStatuses),
  reason: z.string().trim().min(3).max(500),
  actor: z.string().trim().min(1).max(80).optional(),
});
export const opsMemberStatusSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(memberStatuses),
  /** False when the member already had that status: nothing was written. */
  changed: z.boolean(),
});

/** POST /ops/members/anonymize-closed — anonymizes the accounts closed longer ago than `closedAccountRetentionYears`. */
export const opsMembersAnonymizePath = '/ops/members/anonymize-closed';
export const opsAnonymizePayloadSchema = z.object({ actor: z.string().trim().min(1).max(80).optional() });
export const opsAnonymizedSchema = z.object({
  /** Accounts closed at or before this instant were due. */
  cutoff: z.string(),
  /** The member ids anonymized by this run. */
  anonymized: z.array(z.number().int()),
});
