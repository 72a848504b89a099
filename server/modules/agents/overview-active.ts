import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import { isActiveMember, settledValidBets } from '../contracts/active-members.ts';
import { instantOf } from '../contracts/periods.ts';
import type { Days } from './overview-read.ts';

/** Midnight of a yyyy-MM-dd day in the zone, `plus` days later. */
const midnight = (day: string, timeZone: string, plus = 0) => {
  const local = new Date(`${day}T00:00:00Z`);
  local.setUTCDate(local.getUTCDate() + plus);
  return instantOf(local, timeZone);
};

/**
 * The team's active members as contracts count them (active-members.ts): by day, and over the whole
 * period under the key null, where a member is active when its valid bet over the period reaches the
 * threshold. Read from the betting record by settlement time, like settlement, so an agent reading
 * the overview sees the count its contract tiers are checked against.
 */
export async function activeMembers(db: Db, agentId: number, window: Days, threshold: bigint): Promise<Map<string | null, number>> {
  const from = midnight(window.from, window.timeZone);
  const to = midnight(window.to, window.timeZone, 1);
  const rows = await rowsOf<{ day: string | null; active: number }>(
    db,
    sql`
    with per_day as (
      select b.member_id, (b.settled_at at time zone ${window.timeZone})::date as day, sum(b.stake) as valid
      from bet_record b
      join member_team t on t.descendant_id = b.member_id and t.ancestor_id = ${agentId} and t.depth > 0
      where ${settledValidBets(from, to)}
      group by 1, 2
    )
    select day::text as day, (count(*) filter (where ${isActiveMember(sql`valid`, threshold)}))::int as active from per_day group by day
    union all
    select null, (count(*) filter (where ${isActiveMember(sql`valid`, threshold)}))::int
    from (select member_id, sum(valid) as valid from per_day group by member_id) per_member`,
  );
  return new Map(rows.map((row) => [row.day, Number(row.active)]));
}
