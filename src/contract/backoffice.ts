import { z } from 'zod';
import { memberStatuses } from './agent.ts';
import { amountSchema } from './money.ts';

/**
 * The back office's own calls under /ops (the rest of the operator API is shared with the CLI).
 * Lists page on the server: `page` from 1, `size` up to 100, a `sort` among the list's columns and
 * an `order`; answers carry `items`, `page`, `size` and `total`, except the member search, which
 * answers `hasMore` so a prefix over a million members never counts them all.
 */
export const backofficePaths = {
  dashboard: '/ops/dashboard',
  depositQueue: '/ops/queue/deposits',
  withdrawalQueue: '/ops/queue/withdrawals',
  depositBulk: '/ops/deposits/bulk',
  withdrawalBulk: '/ops/withdrawals/bulk',
  members: '/ops/members',
  member: '/ops/members/:id',
  memberRecords: '/ops/members/:id/records',
  memberBets: '/ops/members/:id/bets',
  memberLogins: '/ops/members/:id/logins',
  memberActivity: '/ops/members/:id/activity',
  memberNotes: '/ops/members/:id/notes',
  memberEndSessions: '/ops/members/:id/sessions/end',
  memberResetPassword: '/ops/members/:id/password/reset',
} as const;

const isoTime = z.string();
const money = z.number();
const reason = z.string().trim().min(3).max(500);
const order = z.enum(['asc', 'desc']).default('desc');
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });
}

/* ── Dashboard ───────────────────────────────────────────────────────────────────────────── */

/** Money of a day or a span, from the ledger and the bets; ggr = bets − payouts, ngr = ggr − bonuses. */
export const figuresSchema = z.object({
  deposits: money,
  withdrawals: money,
  bets: money,
  payouts: money,
  ggr: money,
  bonuses: money,
  ngr: money,
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
});
export type Figures = z.infer<typeof figuresSchema>;

/** GET /ops/dashboard?days=30 (days in the operator's time zone, today included). */
export const dashboardQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });
export const dashboardSchema = z.object({
  timeZone: z.string(),
  today: figuresSchema,
  span: figuresSchema,
  /** One row per day of the span, oldest first; `day` is YYYY-MM-DD in the operator's zone. */
  daily: z.array(figuresSchema.extend({ day: z.string() })),
  queues: z.object({ deposits: z.number().int(), withdrawals: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/* ── Queues ──────────────────────────────────────────────────────────────────────────────── */

/** GET /ops/queue/deposits and /ops/queue/withdrawals: what waits for a decision, oldest first by default. */
export const queueQuerySchema = z.object({
  page,
  size,
  /** `age` orders by when the request was made: `asc` is the oldest first. */
  sort: z.enum(['age', 'amount', 'username']).default('age'),
  order: z.enum(['asc', 'desc']).default('asc'),
  username: z.string().trim().max(32).optional(),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

const queuedMember = {
  memberId: z.number().int(),
  username: z.string(),
  /** The member's main wallet now. */
  balance: money,
  /** What is still to be wagered on open bonuses before a withdrawal may go through. */
  openWagering: money,
};

export const queuedDepositSchema = z.object({
  id: z.number().int(),
  ...queuedMember,
  amount: money,
  channelName: z.string(),
  reference: z.string(),
  createdAt: isoTime,
  ageSeconds: z.number().int(),
  /** GET /ops/deposits/:id/receipt serves it (inline, size-checked at upload). */
  hasReceipt: z.boolean(),
});
export const depositQueueSchema = pagedOf(queuedDepositSchema);

export const queuedWithdrawalSchema = z.object({
  id: z.number().int(),
  ...queuedMember,
  amount: money,
  /** `pending` waits for approval, `approved` for payment. */
  status: z.enum(['pending', 'approved']),
  provider: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  createdAt: isoTime,
  ageSeconds: z.number().int(),
});
export const withdrawalQueueSchema = pagedOf(queuedWithdrawalSchema);

/**
 * POST /ops/deposits/bulk and /ops/withdrawals/bulk: one reason for the batch, each item decided
 * and audited on its own; a failure of one never stops the rest and is reported beside it.
 */
export const depositBulkSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200), verdict: z.enum(['approve', 'reject']), reason });
export const withdrawalBulkSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(200),
  verdict: z.enum(['approve', 'pay', 'reject']),
  reason,
});
export const bulkResultSchema = z.object({
  results: z.array(
    z.discriminatedUnion('ok', [
      z.object({ id: z.number().int(), ok: z.literal(true), status: z.string() }),
      z.object({ id: z.number().int(), ok: z.literal(false), code: z.string(), message: z.string() }),
    ]),
  ),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/* ── Members ─────────────────────────────────────────────────────────────────────────────── */

/** GET /ops/members?q=: a prefix of a username, mobile number, e-mail or affiliate code. */
export const memberSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(64), page, size });
export const memberHitSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  status: z.enum(memberStatuses),
  type: z.number().int(),
  createdAt: isoTime,
});
export const memberSearchSchema = z.object({ items: z.array(memberHitSchema), page: z.number().int(), size: z.number().int(), hasMore: z.boolean() });

/** GET /ops/members/:id: the member's whole picture at a glance; the lists below page on their own. */
export const memberPictureSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(memberStatuses),
  type: z.number().int(),
  profile: z.record(z.string(), z.string().nullable()),
  createdAt: isoTime,
  lastLoginAt: isoTime.nullable(),
  balance: money,
  points: z.number(),
  openWagering: money,
  vipLevel: z.number().int().nullable(),
  /** From the member's direct upline to the top. */
  uplines: z.array(z.object({ id: z.number().int(), username: z.string() })),
  teamSize: z.number().int(),
  protection: z.object({
    limits: z.array(z.object({ kind: z.string(), period: z.string(), value: money.nullable() })),
    exclusion: z.object({ kind: z.string(), endsAt: isoTime.nullable() }).nullable(),
    markers: z.array(z.string()),
  }),
  promotions: z.array(z.object({ title: z.string(), status: z.string(), amount: money, wageringLeft: money })),
  unreadMessages: z.number().int(),
  openFeedback: z.number().int(),
  openSessions: z.number().int(),
});
export type MemberPicture = z.infer<typeof memberPictureSchema>;

export const memberListQuerySchema = z.object({ page, size, order });
export const memberRecordSchema = z.object({ id: z.number().int(), at: isoTime, kind: z.string(), amount: money, balanceAfter: money, remark: z.string() });
export const memberRecordsSchema = pagedOf(memberRecordSchema);
export const memberBetSchema = z.object({
  id: z.number().int(),
  at: isoTime,
  vendor: z.string(),
  game: z.string(),
  stake: money,
  payout: money,
  result: z.string(),
});
export const memberBetsSchema = pagedOf(memberBetSchema);
export const memberLoginSchema = z.object({ at: isoTime, method: z.string(), outcome: z.string(), ip: z.string(), userAgent: z.string().nullable() });
export const memberLoginsSchema = pagedOf(memberLoginSchema).extend({
  /** Distinct addresses and devices the member signed in from, most recent first. */
  addresses: z.array(z.object({ ip: z.string(), lastAt: isoTime, count: z.number().int() })),
  devices: z.array(z.object({ userAgent: z.string(), lastAt: isoTime, count: z.number().int() })),
});
/** GET /ops/members/:id/activity: inbox messages and feedback, newest first. */
export const memberActivitySchema = z.object({
  messages: z.array(z.object({ id: z.number().int(), at: isoTime, title: z.string(), read: z.boolean() })),
  feedback: z.array(z.object({ id: z.number().int(), at: isoTime, category: z.string(), content: z.string(), answered: z.boolean() })),
});

/** Staff's internal notes on a member: never shown to the member. */
export const memberNoteSchema = z.object({ id: z.number().int(), at: isoTime, author: z.string(), text: z.string() });
export const memberNotesSchema = z.array(memberNoteSchema);
export const memberNotePayloadSchema = z.object({ text: z.string().trim().min(1).max(2000) });

/** POST /ops/members/:id/sessions/end and /ops/members/:id/password/reset (to the default password, changed at next sign-in). */
export const memberActionPayloadSchema = z.object({ reason });
export const memberActionResultSchema = z.object({ ended: z.number().int() });

export { amountSchema };
