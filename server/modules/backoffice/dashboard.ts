import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Dashboard, Figures } from '../../../src/contract/backoffice.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { rowsOf } from '../../db/functions.ts';
import { rollUpTeamFigures } from '../agents/rollup.ts';
import { todayIn } from '../records/period.ts';
import { queueCounts } from './queues.ts';

/** The kinds of money a dashboard day adds up, minor units, signed as the member's ledger sees them. */
interface DayMoney {
  deposit: bigint;
  'withdrawal-payout': bigint;
  bet: bigint;
  rollback: bigint;
  win: bigint;
  bonus: bigint;
}
const noMoney = (): DayMoney => ({ deposit: 0n, 'withdrawal-payout': 0n, bet: 0n, rollback: 0n, win: 0n, bonus: 0n });

/**
 * The figures from the members' side of the ledger: deposits credited, withdrawals paid out, stakes
 * net of stakes given back, wins and bonuses. ggr = bets − payouts; ngr = ggr − bonuses.
 */
function figuresOf(money: DayMoney, members: { newMembers: number; activeMembers: number }): Figures {
  const bets = -(money.bet + money.rollback);
  const payouts = money.win;
  const ggr = bets - payouts;
  const ngr = ggr - money.bonus;
  return {
    deposits: toAmount(money.deposit),
    withdrawals: toAmount(-money['withdrawal-payout']),
    bets: toAmount(bets),
    payouts: toAmount(payouts),
    ggr: toAmount(ggr),
    bonuses: toAmount(money.bonus),
    ngr: toAmount(ngr),
    ...members,
  };
}

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * Today and the last `days` days in the operator's time zone, read from the platform's figures kept
 * by day as money moves (platform_day_money, platform_day_active: a read of days, not of members),
 * rolled up first so what has committed is counted.
 */
export async function dashboard(app: FastifyInstance, days: number): Promise<Dashboard> {
  const timeZone = app.config.TIME_ZONE;
  await rollUpTeamFigures(app.db, timeZone);
  const to = todayIn(timeZone, app.clock.now());
  const from = addDays(to, 1 - days);
  const [money, active, spanActive, joined, queues] = await Promise.all([
    rowsOf<{ day: string; kind: keyof DayMoney; amount: string }>(
      app.db,
      sql`select day::text as day, kind, amount::text as amount from platform_day_money
        where day between ${from}::date and ${to}::date and kind in ('deposit', 'withdrawal-payout', 'bet', 'rollback', 'win', 'bonus')`,
    ),
    rowsOf<{ day: string; n: string }>(
      app.db,
      sql`select day::text as day, sum(members)::text as n from platform_day_active where day between ${from}::date and ${to}::date group by day`,
    ),
    // A member counts once in the span: on the first day of it they staked, whose previous staking day falls before it.
    rowsOf<{ n: string }>(
      app.db,
      sql`select coalesce(sum(members), 0)::text as n from platform_day_active where day between ${from}::date and ${to}::date and prev_day < ${from}::date`,
    ),
    rowsOf<{ day: string; n: string }>(
      app.db,
      sql`select (reg_date at time zone ${timeZone})::date::text as day, count(*)::text as n from member
        where reg_date >= (${from}::date)::timestamp at time zone ${timeZone} and reg_date < ((${to}::date + 1)::timestamp at time zone ${timeZone})
        group by 1`,
    ),
    queueCounts(app),
  ]);

  const byDay = new Map<string, DayMoney>();
  for (const row of money) {
    const day = byDay.get(row.day) ?? noMoney();
    day[row.kind] += BigInt(row.amount);
    byDay.set(row.day, day);
  }
  const activeOn = new Map(active.map((row) => [row.day, Number(row.n)]));
  const joinedOn = new Map(joined.map((row) => [row.day, Number(row.n)]));

  const daily: Dashboard['daily'] = [];
  const span = noMoney();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const dayMoney = byDay.get(day) ?? noMoney();
    for (const kind of Object.keys(span) as (keyof DayMoney)[]) span[kind] += dayMoney[kind];
    daily.push({ day, ...figuresOf(dayMoney, { newMembers: joinedOn.get(day) ?? 0, activeMembers: activeOn.get(day) ?? 0 }) });
  }
  const today = daily[daily.length - 1]!;
  const { day: _today, ...todayFigures } = today;
  const newMembers = [...joinedOn.values()].reduce((sum, n) => sum + n, 0);
  return {
    timeZone,
    today: todayFigures,
    span: figuresOf(span, { newMembers, activeMembers: Number(spanActive[0]?.n ?? 0) }),
    daily,
    queues,
  };
}
