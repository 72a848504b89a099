/**
 * Contract settlement at scale (issue 10): 10,000 members under 500 agents in 6 levels, every agent
 * holding a daily and a real-time salary contract (rates falling level by level), and N settled bets
 * spread over one day, on a scratch PostgreSQL database. Times one daily settlement and one real-time
 * window (the hour's last, whose accrual reads the whole hour). Run by `npm run bench` when
 * DATABASE_URL is set; `--settlement-bets 100000,1M,3M` picks the sizes (default 100,000). Each size
 * runs in a fresh process (bench/settlement-child.ts): timed cold, as the first settlement after a
 * start runs, with no plan or connection warmed by an earlier size.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import type { Db } from '../server/db/index.ts';
import { periodFrom } from '../server/modules/contracts/periods.ts';
import { runSettlement } from '../server/modules/contracts/settle.ts';
import { onScratchDatabase } from './scratch.ts';

export const agentsPerLevel = [5, 15, 30, 60, 130, 260];
export const settlementMembers = 10_000;
const day = '2026-11-10';

/** Agents level by level (each under one of the level above), members under every agent, contracts for each agent, then the bets. */
async function writeNetwork(db: Db, bets: number): Promise<void> {
  for (const [index, count] of agentsPerLevel.entries()) {
    const level = index + 1;
    const uplines =
      level === 1 ? sql`array[null::bigint]` : sql`(select array_agg(id order by id) from member where register_method = ${`SETTLE${level - 1}`})`;
    await db.execute(sql`
      insert into member (username, password_hash, type, upline_id, register_method)
      select ${`s${level}_`} || g, 'x', 1, (${uplines})[1 + g % array_length(${uplines}, 1)], ${`SETTLE${level}`}
      from generate_series(1, ${count}) g`);
  }
  await db.execute(sql`
    insert into member (username, password_hash, type, upline_id, register_method)
    select 'sm_' || g, 'x', 0, agents.ids[1 + g % array_length(agents.ids, 1)], 'SETTLEM'
    from generate_series(1, ${settlementMembers}) g, (select array_agg(id order by id) as ids from member where register_method like 'SETTLE_') agents`);
  const signed = `${day}T00:00:00+08:00`;
  for (const kind of ['daily', 'realtime']) {
    await db.execute(sql`
      insert into agent_contract (kind, offerer_id, holder_id, status, tiers, offered_at, signed_at)
      select ${kind}, m.upline_id, m.id, 'V',
             jsonb_build_array(jsonb_build_object('minimumBet', 0, 'netLoss', 0, 'activeMember', 0, 'rateType', 'P', 'rate', 0.02 - substr(m.register_method, 7)::int * 0.002)),
             ${signed}::timestamptz - interval '1 day', ${signed}::timestamptz - interval '1 day'
      from member m where m.register_method like 'SETTLE_' and m.register_method <> 'SETTLEM'`);
  }
  await db.execute(sql`
    insert into bet_record (member_id, vendor, game_vendor, category, game_code, round_id, tx_id, stake, payout, status, play_money, placed_at, settled_at)
    select members.ids[1 + g % array_length(members.ids, 1)], 'HOUSE', 'HOUSE_SLOT', 'RNG', 'house-slot', 'sb-' || g, 'sb-' || g,
           100 + g % 900, case when g % 3 = 0 then 250 + g % 1000 else 0 end, case when g % 3 = 0 then 'won' else 'lost' end, false,
           ${signed}::timestamptz + (g * 86400.0 / ${bets}) * interval '1 second', ${signed}::timestamptz + (g * 86400.0 / ${bets}) * interval '1 second'
    from generate_series(1, ${bets}) g, (select array_agg(id order by id) as ids from member where register_method = 'SETTLEM') members`);
  await db.execute(sql`analyze`);
}

export interface SettlementTiming {
  bets: number;
  dailyMs: number;
  realtimeMs: number;
  contracts: number;
}

export function benchSettlement(bets: number): Promise<SettlementTiming> {
  return onScratchDatabase(async (database, config) => {
    await writeNetwork(database.db, bets);
    const app = await buildApp({ config, database, clock: { now: () => new Date(`${day}T23:59:00+08:00`) } });
    try {
      await app.ready();
      const daily = periodFrom('daily', 'day', day, config.TIME_ZONE);
      const window = periodFrom('realtime', '5min', `${day}T23:50`, config.TIME_ZONE);
      if (!daily || !window) throw new Error('bench periods');
      let started = performance.now();
      const realtime = await runSettlement(app, window);
      const realtimeMs = performance.now() - started;
      started = performance.now();
      const settled = await runSettlement(app, daily);
      const dailyMs = performance.now() - started;
      if (!settled.ran || !realtime.ran) throw new Error('a bench settlement did not run');
      return { bets, dailyMs, realtimeMs, contracts: settled.items.length };
    } finally {
      await app.close();
    }
  });
}

/** benchSettlement(bets) in a fresh Node process (bench/settlement-child.ts). */
export async function settlementInChild(bets: number): Promise<SettlementTiming> {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, 'settlement-child.ts'), String(bets)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const output = await text(child.stdout);
  const code = await exited;
  const line = output.trim().split('\n').at(-1);
  if (code !== 0 || !line) throw new Error(`bench/settlement-child.ts exited with ${code}`);
  return JSON.parse(line) as SettlementTiming;
}
