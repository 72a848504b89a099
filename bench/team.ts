/**
 * The agent center at scale (issue 9): a team of 100,000 members in 10 levels under one agent, with a
 * bet each in the ledger and the betting record, on a scratch PostgreSQL database; measures the team
 * overview and a team-bets page of the top agent. Run by `npm run bench` when DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import type { Db } from '../server/db/index.ts';
import { member } from '../server/db/schema.ts';
import { issueSession } from '../server/modules/auth/sessions.ts';
import { rollUpTeamFigures } from '../server/modules/agents/rollup.ts';
import { generate } from './generate.ts';
import type { GeneratorResult } from './generator.ts';
import { onScratchDatabase } from './scratch.ts';

export const teamLevels = 10;
export const teamSize = 100_000;
const perLevel = teamSize / teamLevels;

/**
 * Writes the team straight in SQL, level by level (the closure table's trigger fills in the
 * uplines), and one 5.00 stake per member in the ledger and the betting record within the last week.
 * The ledger's entries are queued for the team roll-up as every writer of entries but ledger_post
 * queues them (team_rollup_enqueue_transfers, migration 0023; the betting record queues itself), so
 * the roll-up has them to count, as it has a day's bets in production.
 */
async function writeTeam(db: Db): Promise<number> {
  const [top] = await db.insert(member).values({ username: 'benchtop', passwordHash: 'x', type: 1, registerMethod: 'BENCH' }).returning({ id: member.id });
  if (!top) throw new Error('no top agent');
  for (let level = 1; level <= teamLevels; level += 1) {
    const uplines =
      level === 1 ? sql`array[${top.id}::bigint]` : sql`(select array_agg(id order by id) from member where register_method = ${`BENCH${level - 1}`})`;
    await db.execute(sql`
      insert into member (username, password_hash, type, upline_id, register_method)
      select ${`b${level}_`} || g, 'x', ${level < teamLevels ? 1 : 0}, (${uplines})[1 + g % array_length(${uplines}, 1)], ${`BENCH${level}`}
      from generate_series(1, ${perLevel}) g`);
  }
  await db.execute(sql`insert into ledger_account (ledger, code, currency) values ('money', 'system:bench', 'PHP')`);
  await db.execute(sql`
    insert into ledger_account (ledger, member_id, code, currency)
    select 'money', descendant_id, 'main', 'PHP' from member_team where ancestor_id = ${top.id} and depth > 0`);
  await db.execute(sql`
    insert into ledger_transfer (ledger, kind, idempotency_key, fingerprint, member_id, created_at)
    select 'money', 'bet', 'bench-' || member_id, 'bench', member_id, now() - random() * interval '7 days'
    from ledger_account where code = 'main' and member_id is not null`);
  await db.execute(sql`
    insert into ledger_entry (transfer_id, account_id, amount, balance_after, created_at)
    select t.id, a.id, -500, 0, t.created_at from ledger_transfer t join ledger_account a on a.member_id = t.member_id and a.code = 'main'
    where t.idempotency_key like 'bench-%'
    union all
    select t.id, (select id from ledger_account where code = 'system:bench'), 500, 0, t.created_at from ledger_transfer t where t.idempotency_key like 'bench-%'`);
  await db.execute(sql`select team_rollup_enqueue_transfers(array(select id from ledger_transfer where idempotency_key like 'bench-%'))`);
  await db.execute(sql`
    insert into bet_record (member_id, vendor, game_vendor, category, game_code, round_id, tx_id, stake, payout, status, play_money, placed_at, settled_at)
    select member_id, 'HOUSE', 'HOUSE_SLOT', 'RNG', 'house-slot-tala-reels', 'bench-' || id, 'bench-' || id, 500, 0, 'lost', false, created_at, created_at
    from ledger_transfer where idempotency_key like 'bench-%'`);
  await db.execute(sql`analyze`);
  return top.id;
}

export interface TeamTiming {
  /** The first roll-up after the team's bets were written: what the clock catches up once they commit. */
  catchUpMs: number;
  results: Array<[string, GeneratorResult]>;
}

export function benchTeam(): Promise<TeamTiming> {
  return onScratchDatabase(async (database, config) => {
    const topId = await writeTeam(database.db);
    const started = performance.now();
    await rollUpTeamFigures(database.db, config.TIME_ZONE);
    const catchUpMs = performance.now() - started;
    const { token } = await issueSession(database.db, { memberId: topId, method: 'username', ip: '127.0.0.1', scope: 'full' });
    const app = await buildApp({ config, database });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const headers = { authorization: `Bearer ${token}` };
      const results: Array<[string, GeneratorResult]> = [];
      for (const [name, path] of [
        ['team overview (7 days)', '/wps/agent/team/overview'],
        ['team bets, page 1', '/wps/agent/team/bets?page=1&pageSize=20'],
      ] as const) {
        // The generator of bench/load.ts in a process of its own, for its p95.
        results.push([
          name,
          await generate({ mode: 'closed', engine: 'node', address, mix: { kind: 'repeat', path, headers }, connections: 4, warm: 20, timed: 200 }),
        ]);
      }
      return { catchUpMs, results };
    } finally {
      await app.close();
    }
  });
}
