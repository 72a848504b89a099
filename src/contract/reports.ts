import { z } from 'zod';

/**
 * The back office's reports: the platform's money and members over a span of days, grouped.
 *
 * GET /ops/reports/summary?from=YYYY-MM-DD&to=YYYY-MM-DD&group=day|vendor|category|game|agent
 * answers `rows`, one per value of the group's key, and `total` for the span. Days are the
 * operator's (settings TIME_ZONE), both ends included. Money is a string with exactly 2 decimals
 * (cents stay exact in a spreadsheet and in a sum); members are counts. `format=csv` (or
 * `Accept: text/csv`) answers the rows and the total as CSV instead (server/http/csv.ts).
 *
 * What each figure means, by where it comes from:
 * - deposits: deposits credited to members' wallets (the ledger), by the day they were credited.
 * - withdrawals: withdrawals paid out to members (the ledger), by the day they were paid, less any
 *   paid withdrawal given back (refunded after the member reported it never arrived).
 * - bets: stakes taken from members' wallets, less stakes given back (rollbacks); for the day
 *   grouping and the total, from the ledger by the day the stake moved; for vendor, category and
 *   game, from the betting record by the day the bet was placed, voided bets left out.
 * - validBets: stakes of the betting record's bets that were not voided, by the day placed.
 * Against a member's own figures (GET /wps/member/profit): `bets` is the member's `validBets`
 * (stakes not given back), `payouts`, `bonuses`, `deposits` and `withdrawals` are the member's; and
 * `validBets` is the sum of the stakes of the member's bets (GET /wps/member/bets) not voided.
 * - payouts: wins paid to members; day grouping and total from the ledger by the day paid; vendor,
 *   category and game from the betting record by the day the bet was placed.
 * - ggr = bets − payouts; ngr = ggr − bonuses.
 * - bonuses: bonus money credited to members (the ledger), by the day credited.
 * - activeMembers: members who staked real money; a member counts once in a row and once in the total.
 * - newMembers: members who registered (by the day they registered).
 *
 * Where a figure has no natural meaning for a group it is zero in the rows, never guessed:
 * deposits, withdrawals, bonuses and newMembers by vendor, category or game (money in and out of a
 * wallet and a registration belong to no game), so there ngr equals ggr. The agent grouping gives
 * each agent's whole team (every member below the agent, at any depth, not the agent), as the
 * agent center shows it: nested teams overlap, so agent rows do not add up to the total.
 *
 * `total` is always the whole platform's span, whatever the grouping: the same as the day
 * grouping's total. Rows of day add up to it; rows of vendor, category and game add up to its bets
 * and payouts when every bet of the span was placed and settled on one day of it.
 */
export const reportsPaths = { summary: '/ops/reports/summary' } as const;

export const reportGroups = ['day', 'vendor', 'category', 'game', 'agent'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/** The longest span a report covers: a year and a day, so a leap year's whole year fits. */
export const maxReportDays = 366;

const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a day as YYYY-MM-DD' });

export const reportQuerySchema = z.object({
  from: daySchema,
  to: daySchema,
  group: z.enum(reportGroups).default('day'),
  /** `csv` answers CSV; so does `Accept: text/csv`. */
  format: z.enum(['json', 'csv']).optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** Money on a report: a decimal string with exactly 2 decimals, a minus sign when negative. */
const reportMoney = z.string().regex(/^-?\d+\.\d{2}$/);

export const reportMoneyFields = ['bets', 'validBets', 'payouts', 'ggr', 'bonuses', 'ngr', 'deposits', 'withdrawals'] as const;
export const reportCountFields = ['activeMembers', 'newMembers'] as const;

export const reportFiguresSchema = z.object({
  bets: reportMoney,
  validBets: reportMoney,
  payouts: reportMoney,
  ggr: reportMoney,
  bonuses: reportMoney,
  ngr: reportMoney,
  deposits: reportMoney,
  withdrawals: reportMoney,
  activeMembers: z.number().int(),
  newMembers: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/** A row carries its key under the group's name: `{ day: '2026-11-26', … }`, `{ vendor: 'tala', … }`. */
export const reportRowSchema = reportFiguresSchema.extend({
  day: z.string().optional(),
  vendor: z.string().optional(),
  category: z.string().optional(),
  game: z.string().optional(),
  agent: z.string().optional(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  group: z.enum(reportGroups),
  /** Day rows oldest first, every day of the span; other rows by bets, largest first. */
  rows: z.array(reportRowSchema),
  total: reportFiguresSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** Minor units as a report's 2-decimal string, exact for any bigint. */
export function centsText(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A report's 2-decimal string back to minor units. */
export function textCents(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = '00'] = text.replace('-', '').split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -minor : minor;
}
