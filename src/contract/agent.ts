import { z } from 'zod';
import { locales } from '../i18n/locales.ts';
import { registerPayloadSchema } from './auth.ts';
import { dailyDetailSchema, dividendTierSchema, hourRateSchema } from './contracts.ts';
import {
  dayStringSchema,
  maxRecordPageSize,
  pageQuerySchema,
  periodQuerySchema,
  recordItemSchema,
  transferKinds,
  vendorCodeSchema,
  type TransferKind,
} from './wallet.ts';

/**
 * The agent center on the wire (SPEC §2 agent center panel, §3 consolidated response, issue 9).
 * Every route but the consolidated answer lives under /wps/agent and needs an agent of a type that
 * opens the center (1, 2, 41, 42); an id outside the caller's team is a 404. Amounts are JSON
 * numbers with 2 decimals; days are yyyy-MM-dd in the operator's time zone, both ends inclusive.
 */
export const agentPaths = {
  consolidated: '/wps/member/info/funds/consolidated',
  overview: '/wps/agent/team/overview',
  downline: '/wps/agent/downline',
  downlineOne: '/wps/agent/downline/:id',
  teamBets: '/wps/agent/team/bets',
  teamProfit: '/wps/agent/team/profit',
  income: '/wps/agent/income',
  teamTransactions: '/wps/agent/team/transactions',
  announcements: '/wps/agent/announcements',
  affiliate: '/wps/agent/affiliate',
} as const;

/** The operator's side: posting announcements to agents and moving a member to another upline. */
export const agentOpsPaths = {
  announcements: '/ops/agent-announcements',
  move: '/ops/members/:id/move',
} as const;

/** Entries of the agent center in the specification's order; the flag-gated ones follow. */
export const agentPages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
] as const;
export type AgentPage = (typeof agentPages)[number];
/** Shown only when the consolidated answer turns them on (SPEC §2). */
export const agentFlagPages = ['enableCt', 'salary', 'dailySalary', 'hourSalary'] as const;
export type AgentFlagPage = (typeof agentFlagPages)[number];

// ---------------------------------------------------------------- consolidated

/** P pending, E re-offered (dividends only), V valid (signed). */
const contractStatus = z.enum(['P', 'E', 'V']);
/**
 * Each contract carries who offered it (null: the platform) and what it asks of the agent: a new
 * contract to sign, or the other side's request to terminate a valid one.
 */
const contractCommon = {
  status: contractStatus,
  downlineHigherRate: z.enum(['Y', 'N']),
  offerer: z.string().nullable(),
  request: z.enum(['new', 'terminate']),
  /** When the request was made: the offer, or the other side's asking to terminate. */
  requestedAt: z.string(),
};
export const dividendContractSchema = z.object({ id: z.number().int(), ...contractCommon, tiers: z.array(dividendTierSchema) });
export const dailySalaryContractSchema = z.object({ id: z.number().int(), ...contractCommon, details: z.array(dailyDetailSchema) });
export const hourlySalaryContractSchema = z.object({
  contractId: z.number().int(),
  /** Real-time contracts share the hourly terms and are answered at the hourly process endpoint. */
  kind: z.enum(['hourly', 'realtime']),
  ...contractCommon,
  hourSalaryRates: z.array(hourRateSchema),
});

/**
 * GET /wps/member/info/funds/consolidated — the contracts offered to the agent (…req) and those it
 * holds (…info), its status (A active; A or V enables the contract features), and the flags of the
 * flag-gated entries (server/modules/agents/consolidated.ts says which list holds what).
 */
export const consolidatedSchema = z.object({
  dailysalreqtype: z.array(dailySalaryContractSchema),
  divtypereq: z.array(dividendContractSchema),
  contracthoursalreq: z.array(hourlySalaryContractSchema),
  /** Real-time salary contracts (hourly terms, paid every 5 minutes). */
  contractmrdailysalinfotype: z.array(hourlySalaryContractSchema),
  contracthoursalinfo: z.array(hourlySalaryContractSchema),
  dailysalinfo: z.array(dailySalaryContractSchema),
  divtypeinfo: z.array(dividendContractSchema),
  agentStatus: z.enum(['A', 'S']),
  flags: z.object({ enableCt: z.boolean(), salary: z.boolean(), dailySalary: z.boolean(), hourSalary: z.boolean() }),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

// ---------------------------------------------------------------- team overview

/** What the team's money did, summed over every member below the agent (not the agent itself). */
export const teamFiguresSchema = z.object({
  newRegistrations: z.number().int(),
  /** Members whose valid bet reached the operator's threshold: active as contracts count them. */
  activeMembers: z.number().int(),
  /** Members who staked at least once ("played"), whatever the amount. */
  playedMembers: z.number().int(),
  /** Members whose first deposit ever fell in the period. */
  firstDeposits: z.number().int(),
  deposits: z.number(),
  withdrawals: z.number(),
  bets: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  bonuses: z.number(),
  /** The members' result from play, as their own profit page counts it: payouts + bonuses - valid bets. */
  net: z.number(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;
/** GET /wps/agent/team/overview?from=&to= (no dates: the last 7 days to today). */
export const overviewQuerySchema = periodQuerySchema;
export const overviewSchema = teamFiguresSchema.extend({
  from: dayStringSchema,
  to: dayStringSchema,
  /** Everyone below the agent today: members (type 0) and agents of any type. */
  teamMembers: z.number().int(),
  teamAgents: z.number().int(),
  /** The valid bet that makes a member active (contracts.activeMemberThreshold). */
  activeMemberThreshold: z.number(),
  /** One point per day of the period, oldest first, days without activity included. */
  series: z.array(teamFiguresSchema.extend({ day: dayStringSchema })),
});
export type Overview = z.infer<typeof overviewSchema>;

// ---------------------------------------------------------------- downline

export const downlineKinds = ['member', 'agent'] as const;
/** A member's standing: a suspended one cannot sign in or bet (operator or upline agent decides). */
export const memberStatuses = ['active', 'suspended'] as const;
/** GET /wps/agent/downline?username=&kind=&status=&scope=&page=&size= (pageSize is taken too, as on the member records). */
export const downlineQuerySchema = pageQuerySchema
  .extend({
    /** Part of a username, any case. */
    username: z.string().trim().max(64).optional(),
    kind: z.enum(downlineKinds).optional(),
    status: z.enum(memberStatuses).optional(),
    /** direct: only members whose upline is the agent; team: the whole downline. */
    scope: z.enum(['direct', 'team']).default('team'),
    size: z.coerce.number().int().min(1).max(maxRecordPageSize).optional(),
  })
  .transform(({ size, ...query }) => (size === undefined ? query : { ...query, pageSize: size }));
export type DownlineQuery = z.infer<typeof downlineQuerySchema>;
export const downlineItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  /** 1 for a direct downline, 2 for theirs, … */
  level: z.number().int(),
  upline: z.string().nullable(),
  registered: z.string(),
  lastLogin: z.string().nullable(),
  status: z.enum(memberStatuses),
  /** Main wallet plus vendor wallets. */
  balance: z.number(),
  /** Members below this one. */
  teamSize: z.number().int(),
});
export type DownlineItem = z.infer<typeof downlineItemSchema>;
/**
 * POST /wps/agent/downline answers the new account with the password it was given (the operator's
 * default, to be changed at first sign-in), so the agent can hand it over. Only this answer carries it.
 */
export const registeredDownlineSchema = downlineItemSchema.extend({ initialPassword: z.string() });
export type RegisteredDownline = z.infer<typeof registeredDownlineSchema>;
export const downlinePageSchema = z.object({ items: z.array(downlineItemSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type DownlinePage = z.infer<typeof downlinePageSchema>;
export const downlineParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/**
 * POST /wps/agent/downline (register center): a member, or a sub-agent where the agent's type allows,
 * directly under the agent. The same field rules as self-registration, without password, captcha or
 * codes: the account gets the operator's default password and must change it at first login.
 */
/** A member (0) or an agent type (SPEC §6), as the register center may open them. */
export const registerTypes = [0, 1, 2, 41, 42] as const;
export type RegisterType = (typeof registerTypes)[number];
export const registerDownlinePayloadSchema = registerPayloadSchema
  .pick({
    username: true,
    payeeName: true,
    email: true,
    qqNum: true,
    mobileNum: true,
    line: true,
    whatsapp: true,
    facebook: true,
    wechat: true,
    idNumber: true,
  })
  .extend({ type: z.literal(registerTypes).default(0) });
export type RegisterDownlinePayload = z.infer<typeof registerDownlinePayloadSchema>;
/** Which account types each agent type may open in the register center: members always, sub-agents of its own type for 1 and 2. */
export const creatableTypes: Partial<Record<number, readonly RegisterType[]>> = { 1: [0, 1], 2: [0, 2], 41: [0], 42: [0] };

/** PUT /wps/agent/downline/:id — suspend or reactivate a direct downline, with a reason kept in the audit log. */
export const downlineStatusPayloadSchema = z.object({ status: z.enum(memberStatuses), reason: z.string().trim().min(3).max(500) });
export type DownlineStatusPayload = z.infer<typeof downlineStatusPayloadSchema>;

// ---------------------------------------------------------------- reports

/** Whose rows a team report shows: the whole team, or one member of it by username. */
const memberFilter = z.string().trim().min(1).max(64).optional();

/** GET /wps/agent/team/bets?member=&category=&vendor=&from=&to=&page=&pageSize= */
export const teamBetsQuerySchema = pageQuerySchema.extend({
  member: memberFilter,
  category: z
    .string()
    .trim()
    .regex(/^[A-Z]{2,10}$/)
    .optional(),
  vendor: vendorCodeSchema.optional(),
  from: dayStringSchema.optional(),
  to: dayStringSchema.optional(),
});
export type TeamBetsQuery = z.infer<typeof teamBetsQuerySchema>;
export const teamBetSchema = z.object({
  id: z.number().int(),
  member: z.string(),
  vendor: z.string(),
  category: z.string(),
  /** The game's name in the reader's language, its code when the catalogue has no such game. */
  game: z.string(),
  gameCode: z.string(),
  round: z.string(),
  stake: z.number(),
  /** The stake unless the bet was void (rolled back). */
  validBet: z.number(),
  payout: z.number(),
  /** payout - valid bet, the member's side. */
  net: z.number(),
  status: z.enum(['open', 'won', 'lost', 'void']),
  time: z.string(),
});
export const teamBetTotalsSchema = z.object({ count: z.number().int(), stake: z.number(), validBet: z.number(), payout: z.number(), net: z.number() });
export const teamBetPageSchema = z.object({
  items: z.array(teamBetSchema),
  totals: teamBetTotalsSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamBetPage = z.infer<typeof teamBetPageSchema>;

/** GET /wps/agent/team/profit?from=&to=&page=&pageSize= (no dates: today): the direct downlines a page at a time, by username. */
export const teamProfitQuerySchema = pageQuerySchema.extend(periodQuerySchema.shape);
export type TeamProfitQuery = z.infer<typeof teamProfitQuerySchema>;
export const profitRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  bets: z.number(),
  validBets: z.number(),
  payouts: z.number(),
  bonuses: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  net: z.number(),
});
export type ProfitRow = z.infer<typeof profitRowSchema>;
/**
 * Per direct downline: `own` is that member's own profit and loss, `team` the same summed over it
 * and everyone below it (its sub-team). `teamTotal` sums the whole team, not only the page's rows.
 */
export const teamProfitSchema = z.object({
  from: dayStringSchema,
  to: dayStringSchema,
  direct: z.array(z.object({ own: profitRowSchema, team: profitRowSchema })),
  teamTotal: profitRowSchema.omit({ id: true, username: true, type: true }),
  /** How many direct downlines there are on all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamProfit = z.infer<typeof teamProfitSchema>;

/** Kinds of the agent's own income (SPEC §1: salaries, dividends, transfers from downline). */
export const incomeKinds = ['upline-transfer', 'salary', 'dividend'] as const satisfies readonly TransferKind[];
/** GET /wps/agent/income?from=&to=&page=&pageSize= */
export const incomeQuerySchema = pageQuerySchema.extend({ from: dayStringSchema.optional(), to: dayStringSchema.optional() });
export const incomeSchema = z.object({
  from: dayStringSchema,
  to: dayStringSchema,
  /** Per kind, every kind listed (0 when none). */
  byKind: z.array(z.object({ kind: z.enum(incomeKinds), amount: z.number() })),
  total: z.number(),
  /** The movements themselves, newest first; `remark` names who sent it. */
  items: z.array(recordItemSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type Income = z.infer<typeof incomeSchema>;

/** GET /wps/agent/team/transactions?member=&type=&from=&to=&page=&pageSize= */
export const teamTransactionsQuerySchema = pageQuerySchema.extend({
  member: memberFilter,
  type: z.enum(transferKinds).optional(),
  from: dayStringSchema.optional(),
  to: dayStringSchema.optional(),
});
export type TeamTransactionsQuery = z.infer<typeof teamTransactionsQuerySchema>;
export const teamTransactionPageSchema = z.object({
  items: z.array(recordItemSchema.extend({ member: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TeamTransactionPage = z.infer<typeof teamTransactionPageSchema>;

// ---------------------------------------------------------------- announcements

/** Announcements list 8 to a page (SPEC §9). */
export const announcementPageSize = 8;
export const announcementQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
/**
 * One announcement in the reader's language: `locale` is the language its title and content are in
 * (English when the operator wrote none in the reader's). `content` is HTML the server sanitized.
 */
export const agentAnnouncementSchema = z.object({ id: z.number().int(), locale: z.enum(locales), title: z.string(), content: z.string(), time: z.string() });
export const announcementPageSchema = z.object({
  items: z.array(agentAnnouncementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

/** An announcement's text as the operator writes it: English always, Portuguese and Tagalog where written. */
export const announcementTextSchema = (max: number) =>
  z.object({
    en: z.string().trim().min(1).max(max),
    pt: z.string().trim().max(max).optional(),
    tl: z.string().trim().max(max).optional(),
  });
export type AnnouncementText = z.infer<ReturnType<typeof announcementTextSchema>>;
/** The text as stored and listed to the operator (sanitizing may lengthen the HTML past what was typed). */
export const storedAnnouncementTextSchema = z.object({ en: z.string(), pt: z.string().optional(), tl: z.string().optional() });
/** A bare string is the English text alone (the operator's command line posts one language). */
const announcementTextInput = (max: number) =>
  z.union([
    z
      .string()
      .trim()
      .min(1)
      .max(max)
      .transform((en): AnnouncementText => ({ en })),
    announcementTextSchema(max),
  ]);
/** POST /ops/agent-announcements — the title as text and the content as HTML (sanitized when stored), per language. */
export const opsAnnouncementPayloadSchema = z.object({
  title: announcementTextInput(200),
  content: announcementTextInput(5000),
  reason: z.string().trim().min(3).max(500),
  actor: z.string().trim().min(1).max(80).optional(),
});
export type OpsAnnouncementPayload = z.input<typeof opsAnnouncementPayloadSchema>;
export const opsAnnouncementValueSchema = z.object({ id: z.number().int() });

/** POST /ops/members/:id/move — the member and its whole team go under another agent. */
export const opsMovePayloadSchema = z.object({
  uplineUsername: z.string().trim().min(1).max(64),
  reason: z.string().trim().min(3).max(500),
  actor: z.string().trim().min(1).max(80).optional(),
});
export const opsMoveValueSchema = z.object({ id: z.number().int(), username: z.string(), upline: z.string(), movedMembers: z.number().int() });
