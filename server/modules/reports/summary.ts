import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { centsText, type Report, type ReportFigures, type ReportQuery, type ReportRow } from '../../../src/contract/reports.ts';
import { rowsOf } from '../../db/functions.ts';
import { rollUpTeamFigures } from '../agents/rollup.ts';
import { joinedKinds } from '../agents/rollup-members.ts';
import { withinDays } from '../records/period.ts';

/** Minor units of one row before they become text; counts as plain numbers. */
interface Sums {
  bets: bigint;
  validBets: bigint;
  payouts: bigint;
  bonuses: bigint;
  deposits: bigint;
  withdrawals: bigint;
  activeMembers: number;
  newMembers: number;
}
const none = (): Sums => ({ bets: 0n, validBets: 0n, payouts: 0n, bonuses: 0n, deposits: 0n, withdrawals: 0n, activeMembers: 0, newMembers: 0 });

function figuresOf(sums: Sums): ReportFigures {
  const ggr = sums.bets - sums.payouts;
  return {
    bets: centsText(sums.bets),
    validBets: centsText(sums.validBets),
    payouts: centsText(sums.payouts),
    ggr: centsText(ggr),
    bonuses: centsText(sums.bonuses),
    ngr: centsText(ggr - sums.bonuses),
    deposits: centsText(sums.deposits),
    withdrawals: centsText(sums.withdrawals),
    activeMembers: sums.activeMembers,
    newMembers: sums.newMembers,
  };
}

/** The ledger kinds a report reads, summed by key: amounts as the member's wallet sees them. */
interface MoneyRow {
  key: string;
  kind: string;
  amount: string;
}
function addMoney(sums: Sums, row: Pick<MoneyRow, 'kind' | 'amount'>): void {
  const amount = BigInt(row.amount);
  if (row.kind === 'deposit') sums.deposits += amount;
  // A refund after payment (the member said it never arrived) gives back what was paid; one before nets to zero.
  else if (row.kind === 'withdrawal-payout' || row.kind === 'withdrawal-refund') sums.withdrawals -= amount;
  else if (row.kind === 'bet' || row.kind === 'rollback') sums.bets -= amount;
  else if (row.kind === 'win') sums.payouts += amount;
  else if (row.kind === 'bonus') sums.bonuses += amount;
  else if (row.kind === joinedKinds.member || row.kind === joinedKinds.agent) sums.newMembers += Number(amount);
}
const moneyKinds = sql`('deposit', 'withdrawal-payout', 'withdrawal-refund', 'bet', 'rollback', 'win', 'bonus')`;

const within = (from: string, to: string) => sql`day between ${from}::date and ${to}::date`;

/** Every figure of each day of the span, and the span's whole: the platform's day roll-ups, the bets' days and registrations. */
async function byDay(app: FastifyInstance, { from, to }: ReportQuery): Promise<{ rows: Map<string, Sums>; total: Sums }> {
  const timeZone = app.config.TIME_ZONE;
  const [money, bets, active, spanActive, joined] = await Promise.all([
    rowsOf<MoneyRow>(
      app.db,
      sql`select day::text as key, kind, amount::text as amount from platform_day_money where ${within(from, to)} and kind in ${moneyKinds}`,
    ),
    rowsOf<{ key: string; valid: string }>(
      app.db,
      sql`select day::text as key, sum(valid_bet)::text as valid from member_day_bets where ${within(from, to)} group by day`,
    ),
    rowsOf<{ key: string; n: string }>(
      app.db,
      sql`select day::text as key, sum(members)::text as n from platform_day_active where ${within(from, to)} group by day`,
    ),
    // A member counts once in the span: on its first staking day, the one whose previous staking day falls before the span.
    rowsOf<{ n: string }>(
      app.db,
      sql`select coalesce(sum(members), 0)::text as n from platform_day_active where ${within(from, to)} and prev_day < ${from}::date`,
    ),
    rowsOf<{ key: string; n: string }>(
      app.db,
      sql`select (reg_date at time zone ${timeZone})::date::text as key, count(*)::text as n from member
        where ${sql.join(withinDays(sql`reg_date`, { from, to }, timeZone), sql` and `)} group by 1`,
    ),
  ]);
  const rows = new Map<string, Sums>();
  for (let day = from; day <= to; day = nextDay(day)) rows.set(day, none());
  const total = none();
  for (const row of money) {
    addMoney(rows.get(row.key)!, row);
    addMoney(total, row);
  }
  for (const row of bets) {
    rows.get(row.key)!.validBets += BigInt(row.valid);
    total.validBets += BigInt(row.valid);
  }
  for (const row of active) rows.get(row.key)!.activeMembers = Number(row.n);
  for (const row of joined) {
    rows.get(row.key)!.newMembers = Number(row.n);
    total.newMembers += Number(row.n);
  }
  total.activeMembers = Number(spanActive[0]?.n ?? 0);
  return { rows, total };
}

function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

interface BetRow {
  key: string;
  vendor?: string;
  bets: string;
  payouts: string;
  active: string;
}
function betSums(row: BetRow): Sums {
  return { ...none(), bets: BigInt(row.bets), validBets: BigInt(row.bets), payouts: BigInt(row.payouts), activeMembers: Number(row.active) };
}

/** Vendors or categories: the betting record's days (member_day_bets), voided stakes left out. */
async function byBetColumn(app: FastifyInstance, { from, to }: ReportQuery, column: SQL): Promise<BetRow[]> {
  return rowsOf<BetRow>(
    app.db,
    sql`select ${column} as key, sum(valid_bet)::text as bets, sum(payout)::text as payouts,
      count(distinct member_id) filter (where valid_bet > 0)::text as active
    from member_day_bets where ${within(from, to)} group by 1 having sum(bets) <> 0 or sum(valid_bet) <> 0 or sum(payout) <> 0`,
  );
}

/** Games: the bets settled (won or lost) within the span, by the day settled, read through the settled bets' index. */
async function byGame(app: FastifyInstance, { from, to }: ReportQuery): Promise<BetRow[]> {
  return rowsOf<BetRow>(
    app.db,
    sql`select game_code as key, game_vendor as vendor, sum(stake)::text as bets, sum(payout)::text as payouts, count(distinct member_id)::text as active
    from bet_record
    where status in ('won', 'lost') and not play_money and ${sql.join(withinDays(sql`settled_at`, { from, to }, app.config.TIME_ZONE), sql` and `)}
    group by 1, 2`,
  );
}

/** Each agent's whole team (every member below it): the agent roll-ups the agent center reads. */
async function byAgent(app: FastifyInstance, { from, to }: ReportQuery): Promise<ReportRow[]> {
  const [money, bets, active] = await Promise.all([
    rowsOf<MoneyRow>(
      app.db,
      sql`select agent_id::text as key, kind, sum(amount)::text as amount from agent_day_money
        where ${within(from, to)} and kind in ('deposit', 'withdrawal-payout', 'withdrawal-refund', 'bet', 'rollback', 'win', 'bonus', ${joinedKinds.member}, ${joinedKinds.agent})
        group by 1, 2`,
    ),
    rowsOf<{ key: string; valid: string }>(
      app.db,
      sql`select agent_id::text as key, sum(valid_bet)::text as valid from agent_day_bets where ${within(from, to)} group by 1`,
    ),
    rowsOf<{ key: string; n: string }>(
      app.db,
      sql`select agent_id::text as key, sum(members)::text as n from agent_day_active where ${within(from, to)} and prev_day < ${from}::date group by 1`,
    ),
  ]);
  const agents = new Map<string, Sums>();
  const of = (key: string) => agents.get(key) ?? agents.set(key, none()).get(key)!;
  for (const row of money) addMoney(of(row.key), row);
  for (const row of bets) of(row.key).validBets += BigInt(row.valid);
  for (const row of active) of(row.key).activeMembers = Number(row.n);
  if (agents.size === 0) return [];
  const names = await rowsOf<{ id: string; username: string }>(
    app.db,
    sql`select id::text as id, username from member where id in (${sql.join(
      [...agents.keys()].map((id) => sql`${id}::bigint`),
      sql`, `,
    )})`,
  );
  const nameOf = new Map(names.map((row) => [row.id, row.username]));
  return [...agents].map(([id, sums]) => ({ agent: nameOf.get(id) ?? id, ...figuresOf(sums) }));
}

/** Largest stakes first, then by key, so the order is the same on every call. */
function byBetsThenKey(keyOf: (row: ReportRow) => string) {
  return (a: ReportRow, b: ReportRow) => {
    const difference = Number(b.bets) - Number(a.bets);
    return difference !== 0 ? difference : keyOf(a).localeCompare(keyOf(b));
  };
}

/**
 * The summary report (src/contract/reports.ts says what each figure means in each grouping). The
 * team roll-up runs first, so what has committed is counted, as on the dashboard.
 */
export async function summaryReport(app: FastifyInstance, query: ReportQuery): Promise<Report> {
  const timeZone = app.config.TIME_ZONE;
  await rollUpTeamFigures(app.db, timeZone);
  const days = await byDay(app, query);
  let rows: ReportRow[];
  if (query.group === 'day') rows = [...days.rows].map(([day, sums]) => ({ day, ...figuresOf(sums) }));
  else if (query.group === 'agent') rows = (await byAgent(app, query)).sort(byBetsThenKey((row) => row.agent ?? ''));
  else if (query.group === 'game') {
    rows = (await byGame(app, query))
      .map((row) => ({ game: row.key, vendor: row.vendor, ...figuresOf(betSums(row)) }))
      .sort(byBetsThenKey((row) => `${row.vendor}/${row.game}`));
  } else {
    const column = query.group === 'vendor' ? sql`game_vendor` : sql`category`;
    rows = (await byBetColumn(app, query, column))
      .map((row) => ({ [query.group]: row.key, ...figuresOf(betSums(row)) }))
      .sort(byBetsThenKey((row) => row[query.group as 'vendor'] ?? ''));
  }
  return { timeZone, from: query.from, to: query.to, group: query.group, rows, total: figuresOf(days.total) };
}
