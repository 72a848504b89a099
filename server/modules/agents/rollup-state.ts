import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';

/**
 * What the team figures were counted with, kept in the setting table (an internal key the settings
 * service ignores): the time zone their days are in, and the highest member id counted as joined.
 */
export const rollupStateKey = 'internal.teamFigures';

export interface RollupState {
  timeZone: string;
  membersUpTo: number;
}

export async function readRollupState(tx: Db): Promise<RollupState | null> {
  const [row] = await rowsOf<{ value: RollupState }>(tx, sql`select value from setting where key = ${rollupStateKey}`);
  return row?.value ?? null;
}

export async function writeRollupState(tx: Db, state: RollupState): Promise<void> {
  await tx.execute(sql`
    insert into setting (key, value, updated_by) values (${rollupStateKey}, ${JSON.stringify(state)}::jsonb, 'team-figures')
    on conflict (key) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`);
}

/**
 * Whether any figure was counted yet: until then the queues hold every entry and bet (migration 0015
 * queued the ledger and the betting record it found, its triggers everything since), so the first
 * roll-up needs no requeue, whatever the zone.
 */
export async function anythingCounted(tx: Db): Promise<boolean> {
  const [row] = await rowsOf<{ counted: boolean }>(
    tx,
    sql`select exists (select 1 from member_day_money) or exists (select 1 from member_day_bets) as counted`,
  );
  return row?.counted ?? false;
}

/** Every table the roll-up writes, queues included. */
const figureTables = [
  'member_day_money',
  'agent_day_money',
  'platform_day_money',
  'platform_day_active',
  'member_bet_day',
  'agent_day_active',
  'member_first_deposit',
  'member_day_bets',
  'agent_day_bets',
  'team_rollup_queue',
  'team_bet_queue',
];

/**
 * The day figures are in one time zone, so figures counted in another (or before the zone was
 * recorded) are emptied and every ledger entry and bet is queued again, to be counted afresh by the
 * roll-up that follows. Under the roll-up's lock: a bet or entry committing meanwhile queues itself on
 * commit, and the queue rows it made are invisible here, so it is counted once.
 */
export async function requeueEverything(tx: Db): Promise<void> {
  for (const table of figureTables) await tx.execute(sql`delete from ${sql.identifier(table)}`);
  await tx.execute(sql`
    insert into team_rollup_queue (entry_id)
    select e.id from ledger_entry e join ledger_account a on a.id = e.account_id
    where team_rollup_counts(a.ledger, a.member_id, a.code)
    on conflict do nothing`);
  await tx.execute(sql`
    insert into team_bet_queue (member_id, placed_at, category, game_vendor, bets, stake, valid_bet, payout)
    select member_id, placed_at, category, game_vendor, 1, stake, case when status = 'void' then 0 else stake end, payout
    from bet_record where not play_money`);
}
