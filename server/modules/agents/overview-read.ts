import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { transferKinds } from '../../../src/contract/wallet.ts';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import { joinedKinds } from './rollup-members.ts';
import { rollUpTeamFigures } from './rollup.ts';

/** A period with both ends given, in the operator's time zone. */
export interface Days {
  from: string;
  to: string;
  timeZone: string;
}

/** One row of the overview's statement: `part` says which figure, a null day is the whole period's. */
interface FigureRow {
  part: 'money' | 'active' | 'size';
  day: string | null;
  kind: string;
  value: string;
}

export interface TeamFigureSums {
  /** Money, first deposits and registrations by day and kind; the key null holds the period's. */
  money: Map<string | null, Map<string, bigint>>;
  /** Active members by day; the key null holds the period's (each member once). */
  active: Map<string | null, number>;
  /** Team size now, by joined kind. */
  size: Map<string, number>;
}

/**
 * The overview's figures in one statement, all from the roll-up (rollup.ts) and all on the agent's
 * own rows of the figure tables (their primary keys lead with agent_id), so its cost follows the days
 * asked for, not the team's size: money, first deposits and registrations by day and over the period
 * (grouping sets); active members by day and over the period, where a staking day whose previous one
 * falls before the period counts its member once; and the team's size from every registration ever.
 */
export async function readTeamFigures(db: Db, agentId: number, window: Days): Promise<TeamFigureSums> {
  const kinds = [...transferKinds, 'first-deposit', joinedKinds.member, joinedKinds.agent];
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const within = sql`agent_id = ${agentId} and day between ${window.from}::date and ${window.to}::date`;
  const rows = await rowsOf<FigureRow>(
    db,
    sql`
    select 'money' as part, day::text as day, kind, sum(amount)::text as value from agent_day_money
    where ${within} and kind in (${kindList})
    group by grouping sets ((day, kind), (kind))
    union all
    select 'active', day::text, '', sum(members)::text from agent_day_active where ${within} group by day
    union all
    select 'active', null, '', coalesce(sum(members), 0)::text from agent_day_active where ${within} and prev_day < ${window.from}::date
    union all
    select 'size', null, kind, sum(amount)::text from agent_day_money
    where agent_id = ${agentId} and kind in (${joinedKinds.member}, ${joinedKinds.agent})
    group by kind`,
  );
  const sums: TeamFigureSums = { money: new Map(), active: new Map(), size: new Map() };
  for (const row of rows) {
    if (row.part === 'active') sums.active.set(row.day, Number(row.value));
    else if (row.part === 'size') sums.size.set(row.kind, Number(row.value));
    else {
      const byKind = sums.money.get(row.day) ?? new Map<string, bigint>();
      byKind.set(row.kind, BigInt(row.value));
      sums.money.set(row.day, byKind);
    }
  }
  return sums;
}

/** The whole team's money by kind over the period, from the roll-up brought up to date first. */
export async function teamMoney(app: FastifyInstance, agentId: number, window: Days): Promise<Map<string, bigint>> {
  await rollUpTeamFigures(app.db, window.timeZone);
  const rows = await rowsOf<{ kind: string; total: string }>(
    app.db,
    sql`
    select kind, sum(amount)::text as total from agent_day_money
    where agent_id = ${agentId} and day between ${window.from}::date and ${window.to}::date
    group by kind`,
  );
  return new Map(rows.map((row) => [row.kind, BigInt(row.total)]));
}
