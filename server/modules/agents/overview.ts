import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Overview, TeamFigures } from '../../../src/contract/agent.ts';
import type { PeriodQuery } from '../../../src/contract/wallet.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { playMoneyAccountCode } from '../../../src/contract/games.ts';
import type { Db } from '../../db/index.ts';
import { ledgerAccount, ledgerEntry, ledgerTransfer, member, memberTeam } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { checkRange, todayIn, withinDays } from '../records/period.ts';
import { profitAmounts, profitFigures } from '../records/service.ts';
import { dayOf, moneyWithin, sumsBy, sumText, withTeamMoney, type Window } from './money.ts';
import { belowAgent } from './team.ts';

/** The overview's default period: this many days up to today. */
const defaultDays = 7;
/** The longest period one chart shows, a day per point. */
const maxDays = 366;

/** yyyy-MM-dd plus `days`, on the calendar (no time zone involved). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The overview's period: the last 7 days when none is given, at most a year. */
function overviewDays(query: PeriodQuery, timeZone: string, locale: Locale): { from: string; to: string } {
  checkRange(query, locale);
  const to = query.to ?? todayIn(timeZone);
  const from = query.from ?? addDays(to, 1 - defaultDays);
  checkRange({ from, to }, locale);
  if (addDays(from, maxDays) <= to) throw new AppError('VALIDATION_FAILED', { fields: { from: translator(locale)('validation.invalid') } });
  return { from, to };
}

/** A per-day count and the period's count, as grouping sets give them: the total row has no day. */
type Counted = { day: string | null; count: number };
const countsByDay = (rows: readonly Counted[]) => new Map(rows.map((row) => [row.day, row.count]));

/**
 * The team's money by day and kind, and who staked (active members) by day, in one pass over the
 * entries: grouping sets give per-day and whole-period rows at once (a row without a day is the
 * period's; a row without a kind counts stakers over all kinds).
 */
async function moneyByDay(db: Db, agentId: number, window: Window) {
  const day = dayOf(ledgerEntry.createdAt, window.timeZone).as('day');
  const query = db
    .select({
      day,
      kind: sql<string | null>`${ledgerTransfer.kind}`,
      total: sumText(ledgerEntry.amount),
      stakers: sql<number>`(count(distinct ${ledgerAccount.memberId}) filter (where ${ledgerTransfer.kind} = 'bet'))::int`,
    })
    .from(memberTeam)
    .$dynamic();
  const rows = await withTeamMoney(query, memberTeam.descendantId)
    .where(and(belowAgent(agentId), ...moneyWithin(window)))
    .groupBy(sql`grouping sets ((day, ${ledgerTransfer.kind}), (${ledgerTransfer.kind}), (day), ())`);
  const sums = sumsBy(rows.flatMap((row) => (row.kind === null ? [] : [{ key: row.day, kind: row.kind, total: row.total }])));
  const active = countsByDay(rows.flatMap((row) => (row.kind === null ? [{ day: row.day, count: row.stakers }] : [])));
  return { sums, active };
}

async function registrationsByDay(db: Db, agentId: number, window: Window) {
  const day = dayOf(member.regDate, window.timeZone).as('day');
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(memberTeam)
    .innerJoin(member, eq(member.id, memberTeam.descendantId))
    .where(and(belowAgent(agentId), ...withinDays(member.regDate, window, window.timeZone)))
    .groupBy(sql`grouping sets ((day), ())`);
  return countsByDay(rows);
}

/** Members whose first deposit ever fell within the days. */
async function firstDepositsByDay(db: Db, agentId: number, window: Window) {
  const firsts = db
    .select({ memberId: ledgerAccount.memberId, first: sql<Date>`min(${ledgerEntry.createdAt})`.as('first') })
    .from(memberTeam)
    .innerJoin(ledgerAccount, and(eq(ledgerAccount.memberId, memberTeam.descendantId), eq(ledgerAccount.ledger, 'money')))
    .innerJoin(ledgerEntry, eq(ledgerEntry.accountId, ledgerAccount.id))
    .innerJoin(ledgerTransfer, eq(ledgerTransfer.id, ledgerEntry.transferId))
    .where(and(belowAgent(agentId), eq(ledgerTransfer.kind, 'deposit'), sql`${ledgerAccount.code} <> ${playMoneyAccountCode}`))
    .groupBy(ledgerAccount.memberId)
    .as('firsts');
  const day = dayOf(firsts.first, window.timeZone).as('day');
  const rows = await db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(firsts)
    .where(and(...withinDays(firsts.first, window, window.timeZone)))
    .groupBy(sql`grouping sets ((day), ())`);
  return countsByDay(rows);
}

async function teamSize(db: Db, agentId: number): Promise<{ members: number; agents: number }> {
  const [row] = await db
    .select({
      members: sql<number>`count(*) filter (where ${member.type} = 0)::int`,
      agents: sql<number>`count(*) filter (where ${member.type} <> 0)::int`,
    })
    .from(memberTeam)
    .innerJoin(member, eq(member.id, memberTeam.descendantId))
    .where(belowAgent(agentId));
  return { members: row?.members ?? 0, agents: row?.agents ?? 0 };
}

function figures(sums: ReadonlyMap<string, bigint> | undefined, counts: { registrations?: number; active?: number; firstDeposits?: number }): TeamFigures {
  const { deposits, withdrawals, bets, validBets, payouts, bonuses, net } = profitAmounts(profitFigures(sums ?? new Map()));
  return {
    newRegistrations: counts.registrations ?? 0,
    activeMembers: counts.active ?? 0,
    firstDeposits: counts.firstDeposits ?? 0,
    deposits,
    withdrawals,
    bets,
    validBets,
    payouts,
    bonuses,
    net,
  };
}

/** GET /wps/agent/team/overview: the team's figures for the period and a point per day. */
export async function teamOverview(app: FastifyInstance, agentId: number, query: PeriodQuery, locale: Locale): Promise<Overview> {
  const timeZone = app.config.TIME_ZONE;
  const { from, to } = overviewDays(query, timeZone, locale);
  const window = { from, to, timeZone };
  const [{ sums: money, active }, registrations, firstDeposits, size] = await Promise.all([
    moneyByDay(app.db, agentId, window),
    registrationsByDay(app.db, agentId, window),
    firstDepositsByDay(app.db, agentId, window),
    teamSize(app.db, agentId),
  ]);
  const on = (day: string | null) => figures(money.get(day), { registrations: registrations.get(day), active: active.get(day), firstDeposits: firstDeposits.get(day) });
  return {
    from,
    to,
    teamMembers: size.members,
    teamAgents: size.agents,
    ...on(null),
    series: daysBetween(from, to).map((day) => ({ day, ...on(day) })),
  };
}
