import type { FastifyInstance } from 'fastify';
import type { Overview, TeamFigures } from '../../../src/contract/agent.ts';
import type { PeriodQuery } from '../../../src/contract/wallet.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { AppError } from '../../http/envelope.ts';
import { checkRange, todayIn } from '../records/period.ts';
import { profitAmounts, profitFigures } from '../records/service.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { activeThreshold } from '../contracts/active-members.ts';
import { activeMembers } from './overview-active.ts';
import { readTeamFigures } from './overview-read.ts';
import { joinedKinds } from './rollup-members.ts';
import { rollUpTeamFigures } from './rollup.ts';

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

function figures(
  sums: ReadonlyMap<string, bigint> | undefined,
  counts: { registrations?: number; active?: number; played?: number; firstDeposits?: number },
): TeamFigures {
  const { deposits, withdrawals, bets, validBets, payouts, bonuses, net } = profitAmounts(profitFigures(sums ?? new Map()));
  return {
    newRegistrations: counts.registrations ?? 0,
    activeMembers: counts.active ?? 0,
    playedMembers: counts.played ?? 0,
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

/** GET /wps/agent/team/overview: the team's figures for the period and a point per day, from the roll-up in one read. */
export async function teamOverview(app: FastifyInstance, agentId: number, query: PeriodQuery, locale: Locale): Promise<Overview> {
  const timeZone = app.config.TIME_ZONE;
  const { from, to } = overviewDays(query, timeZone, locale);
  await rollUpTeamFigures(app.db, timeZone);
  const threshold = await activeThreshold(app);
  const [sums, active] = await Promise.all([
    readTeamFigures(app.db, agentId, { from, to, timeZone }),
    activeMembers(app.db, agentId, { from, to, timeZone }, threshold),
  ]);
  const on = (day: string | null) => {
    const money = sums.money.get(day);
    const registrations = (money?.get(joinedKinds.member) ?? 0n) + (money?.get(joinedKinds.agent) ?? 0n);
    return figures(money, {
      registrations: Number(registrations),
      active: active.get(day),
      played: sums.active.get(day),
      firstDeposits: Number(money?.get('first-deposit') ?? 0n),
    });
  };
  return {
    from,
    to,
    teamMembers: sums.size.get(joinedKinds.member) ?? 0,
    teamAgents: sums.size.get(joinedKinds.agent) ?? 0,
    activeMemberThreshold: toAmount(threshold),
    ...on(null),
    series: daysBetween(from, to).map((day) => ({ day, ...on(day) })),
  };
}
