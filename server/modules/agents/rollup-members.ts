import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';

/**
 * Member ids are handed out before their registrations commit, so one may commit after a higher id
 * was counted; a thorough roll-up looks this far below the highest counted id for such latecomers.
 */
const lateCommitSlack = 1000;

/** The kinds of member_day_money and agent_day_money counting registrations (amount 1 per member). */
export const joinedKinds = { member: 'joined-member', agent: 'joined-agent' } as const;

/**
 * Counts members registered since the last roll-up into their own and their uplines' figures, by the
 * day they registered. A member's row in member_day_money is what a move carries to the new uplines
 * (migration 0015's move function carries every kind), so team size and new registrations are read
 * without a scan of the team. Returns the highest member id now counted.
 */
export async function countRegistrations(tx: Db, timeZone: string, upTo: number, thorough: boolean): Promise<number> {
  await tx.execute(sql`
    create temp table team_joined on commit drop as
    select m.id as member_id, (m.reg_date at time zone ${timeZone})::date as day,
      case when m.type = 0 then ${joinedKinds.member} else ${joinedKinds.agent} end as kind
    from member m
    where m.id > ${thorough ? upTo - lateCommitSlack : upTo}
      and not exists (select 1 from member_day_money d where d.member_id = m.id and d.kind in (${joinedKinds.member}, ${joinedKinds.agent}))`);
  await tx.execute(sql`insert into member_day_money (member_id, day, kind, amount) select member_id, day, kind, 1 from team_joined on conflict do nothing`);
  await tx.execute(sql`
    insert into agent_day_money (agent_id, day, kind, amount)
    select t.ancestor_id, j.day, j.kind, count(*) from team_joined j join member_team t on t.descendant_id = j.member_id and t.depth > 0
    group by 1, 2, 3
    on conflict (agent_id, day, kind) do update set amount = agent_day_money.amount + excluded.amount`);
  const [top] = await rowsOf<{ id: string | number }>(tx, sql`select coalesce(max(member_id), 0)::bigint as id from team_joined`);
  return Math.max(upTo, Number(top?.id ?? 0));
}
