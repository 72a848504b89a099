import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import { countRegistrations } from './rollup-members.ts';
import { anythingCounted, readRollupState, requeueEverything, rollupStateKey, writeRollupState } from './rollup-state.ts';

/** The roll-up's transaction lock; the closure triggers of migration 0015_performance take it too. */
const rollupLock = 7315001;
/** prev_day of a member's first staking day ever. */
export const noPreviousDay = '0001-01-01';

/**
 * Counts what changed since the last roll-up into the team figures: the ledger entries waiting in
 * team_rollup_queue and the betting record's changes in team_bet_queue (each member's and every
 * upline's money and bets by day, staking days with the previous one for active members, first
 * deposits), and new registrations. Only the changes are read, so a roll-up costs what happened since
 * the last one, whatever the team's size: the clock (rollup-clock.ts) runs it in the background and a
 * report runs it first for the last few seconds, so reports always include what had committed. One
 * roll-up at a time (a transaction lock); what commits meanwhile waits for the next. Figures counted
 * in another time zone are counted afresh in this one first (rollup-state.ts). `thorough` also looks
 * for registrations that committed after a higher member id was counted.
 */
export async function rollUpTeamFigures(db: Db, timeZone: string, { thorough = false } = {}): Promise<void> {
  const [quick] = await rowsOf<{ zone: string | null; waiting: boolean }>(
    db,
    sql`
    select s.value ->> 'timeZone' as zone,
      exists (select 1 from team_rollup_queue) or exists (select 1 from team_bet_queue)
        or coalesce((select max(id) from member), 0) > coalesce((s.value ->> 'membersUpTo')::bigint, 0) as waiting
    from (select (select value from setting where key = ${rollupStateKey}) as value) s`,
  );
  if (!thorough && quick?.zone === timeZone && !quick.waiting) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${rollupLock})`);
    const state = await readRollupState(tx as unknown as Db);
    const current = state?.timeZone === timeZone;
    if (!current && (state || (await anythingCounted(tx as unknown as Db)))) await requeueEverything(tx as unknown as Db);
    await tx.execute(sql`create temp table team_pending (member_id bigint, day date, kind text, amount bigint) on commit drop`);
    await tx.execute(sql`
      with taken as (delete from team_rollup_queue returning entry_id)
      insert into team_pending
      select a.member_id, (e.created_at at time zone ${timeZone})::date, t.kind, e.amount
      from taken q join ledger_entry e on e.id = q.entry_id join ledger_account a on a.id = e.account_id join ledger_transfer t on t.id = e.transfer_id`);
    await tx.execute(sql`
      insert into member_day_money (member_id, day, kind, amount)
      select member_id, day, kind, sum(amount) from team_pending group by 1, 2, 3
      on conflict (member_id, day, kind) do update set amount = member_day_money.amount + excluded.amount`);
    await tx.execute(sql`
      insert into platform_day_money (day, kind, amount)
      select day, kind, sum(amount) from team_pending group by 1, 2
      on conflict (day, kind) do update set amount = platform_day_money.amount + excluded.amount`);
    await tx.execute(sql`
      insert into agent_day_money (agent_id, day, kind, amount)
      select t.ancestor_id, p.day, p.kind, sum(p.amount) from team_pending p join member_team t on t.descendant_id = p.member_id and t.depth > 0
      group by 1, 2, 3
      on conflict (agent_id, day, kind) do update set amount = agent_day_money.amount + excluded.amount`);
    await countStakingDays(tx as unknown as Db);
    await countFirstDeposits(tx as unknown as Db);
    await countBets(tx as unknown as Db, timeZone);
    const upTo = current && state ? state.membersUpTo : 0;
    const membersUpTo = await countRegistrations(tx as unknown as Db, timeZone, upTo, thorough);
    await writeRollupState(tx as unknown as Db, { timeZone, membersUpTo });
  });
}

/**
 * New staking days, then the previous staking day of every day of the members who staked, recounted:
 * a day that arrives out of order (a bet begun before midnight, committed after one begun later) moves
 * its successor's count too.
 */
async function countStakingDays(tx: Db): Promise<void> {
  await tx.execute(sql`
    insert into member_bet_day (member_id, day)
    select distinct member_id, day from team_pending where kind = 'bet'
    on conflict do nothing`);
  await tx.execute(sql`
    create temp table team_bet_days on commit drop as
    select member_id, day, prev_day as old_prev, new_prev from (
      select b.member_id, b.day, b.prev_day, coalesce(lag(b.day) over (partition by b.member_id order by b.day), ${noPreviousDay}::date) as new_prev
      from member_bet_day b where b.member_id in (select member_id from team_pending where kind = 'bet')
    ) d where prev_day is distinct from new_prev`);
  await tx.execute(sql`
    insert into agent_day_active (agent_id, day, prev_day, members)
    select t.ancestor_id, c.day, c.prev, sum(c.change)::int from (
      select member_id, day, old_prev as prev, -1 as change from team_bet_days where old_prev is not null
      union all
      select member_id, day, new_prev, 1 from team_bet_days
    ) c join member_team t on t.descendant_id = c.member_id and t.depth > 0
    group by 1, 2, 3
    on conflict (agent_id, day, prev_day) do update set members = agent_day_active.members + excluded.members`);
  await tx.execute(sql`
    insert into platform_day_active (day, prev_day, members)
    select day, prev, sum(change)::int from (
      select day, old_prev as prev, -1 as change from team_bet_days where old_prev is not null
      union all
      select day, new_prev, 1 from team_bet_days
    ) c
    group by 1, 2
    on conflict (day, prev_day) do update set members = platform_day_active.members + excluded.members`);
  await tx.execute(sql`
    update member_bet_day b set prev_day = c.new_prev from team_bet_days c where b.member_id = c.member_id and b.day = c.day`);
}

/** A deposit earlier than the member's known first (or their first ever) moves the count to its day. */
async function countFirstDeposits(tx: Db): Promise<void> {
  await tx.execute(sql`
    create temp table team_first_deposits on commit drop as
    select p.member_id, p.day as new_day, f.day as old_day
    from (select member_id, min(day) as day from team_pending where kind = 'deposit' group by member_id) p
    left join member_first_deposit f on f.member_id = p.member_id
    where f.day is null or p.day < f.day`);
  await tx.execute(sql`
    insert into agent_day_money (agent_id, day, kind, amount)
    select t.ancestor_id, c.day, 'first-deposit', sum(c.change) from (
      select member_id, old_day as day, -1 as change from team_first_deposits where old_day is not null
      union all
      select member_id, new_day, 1 from team_first_deposits
    ) c join member_team t on t.descendant_id = c.member_id and t.depth > 0
    group by 1, 2
    on conflict (agent_id, day, kind) do update set amount = agent_day_money.amount + excluded.amount`);
  await tx.execute(sql`
    insert into member_first_deposit (member_id, day) select member_id, new_day from team_first_deposits
    on conflict (member_id) do update set day = excluded.day`);
}

/** The betting record's changes into each member's and each upline's bets by day, category and vendor. */
async function countBets(tx: Db, timeZone: string): Promise<void> {
  await tx.execute(sql`
    create temp table team_bet_pending on commit drop as
    select 0::bigint as member_id, current_date as day, ''::text as category, ''::text as game_vendor, 0 as bets, 0::bigint as stake, 0::bigint as valid_bet, 0::bigint as payout
    with no data`);
  await tx.execute(sql`
    with taken as (delete from team_bet_queue returning *)
    insert into team_bet_pending
    select member_id, (placed_at at time zone ${timeZone})::date, category, game_vendor, sum(bets), sum(stake), sum(valid_bet), sum(payout)
    from taken group by 1, 2, 3, 4`);
  await tx.execute(sql`
    insert into member_day_bets (member_id, day, category, game_vendor, bets, stake, valid_bet, payout)
    select * from team_bet_pending
    on conflict (member_id, day, category, game_vendor) do update set
      bets = member_day_bets.bets + excluded.bets, stake = member_day_bets.stake + excluded.stake,
      valid_bet = member_day_bets.valid_bet + excluded.valid_bet, payout = member_day_bets.payout + excluded.payout`);
  await tx.execute(sql`
    insert into agent_day_bets (agent_id, day, category, game_vendor, bets, stake, valid_bet, payout)
    select t.ancestor_id, p.day, p.category, p.game_vendor, sum(p.bets), sum(p.stake), sum(p.valid_bet), sum(p.payout)
    from team_bet_pending p join member_team t on t.descendant_id = p.member_id and t.depth > 0
    group by 1, 2, 3, 4
    on conflict (agent_id, day, category, game_vendor) do update set
      bets = agent_day_bets.bets + excluded.bets, stake = agent_day_bets.stake + excluded.stake,
      valid_bet = agent_day_bets.valid_bet + excluded.valid_bet, payout = agent_day_bets.payout + excluded.payout`);
}
