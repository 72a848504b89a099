import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundClocks } from '../../clocks.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { opsToken } from '../payments/test-support.ts';
import { todayIn } from '../records/period.ts';
import { signedInMember } from '../wallet/test-support.ts';
import { addDays, moneyAt, readOverview, teamOf } from './test-support.ts';

/**
 * The roll-up (rollup.ts) against the ledger and the closure table read live: after money on several
 * days, registrations, a move and a change of the operator's time zone, the overview equals the sums.
 */
describe('team figures equal the live sums', () => {
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken, HOUSE_CLOCK_MS: '0', TEAM_ROLLUP_CLOCK_MS: '20', SETTLEMENT_CLOCK_MS: '0' } });
  });
  afterAll(() => harness?.close());

  const moneyOn = (memberId: number, kind: 'deposit' | 'bet', amount: bigint, at: Date, key: string) =>
    moneyAt(app(), memberId, kind, amount, sql`${at.toISOString()}::timestamptz`, key);
  const overview = (headers: Record<string, string>, from: string, to: string) => readOverview(app(), headers, from, to);

  /** The same figures straight from the ledger, the member table and the closure table, in `timeZone`. */
  async function live(agentId: number, from: string, to: string, timeZone: string) {
    const result = (await app().db.execute(sql`
      select
        (select coalesce(sum(case when t.kind = 'bet' then -e.amount else 0 end), 0)::bigint from member_team mt
          join ledger_account a on a.member_id = mt.descendant_id and a.ledger = 'money' and a.code <> 'play'
          join ledger_entry e on e.account_id = a.id join ledger_transfer t on t.id = e.transfer_id
          where mt.ancestor_id = ${agentId} and mt.depth > 0 and (e.created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date) as bets,
        (select coalesce(sum(case when t.kind = 'deposit' then e.amount else 0 end), 0)::bigint from member_team mt
          join ledger_account a on a.member_id = mt.descendant_id and a.ledger = 'money' and a.code <> 'play'
          join ledger_entry e on e.account_id = a.id join ledger_transfer t on t.id = e.transfer_id
          where mt.ancestor_id = ${agentId} and mt.depth > 0 and (e.created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date) as deposits,
        (select count(*) filter (where m.type = 0) from member_team mt join member m on m.id = mt.descendant_id where mt.ancestor_id = ${agentId} and mt.depth > 0)::int as members,
        (select count(*) filter (where m.type <> 0) from member_team mt join member m on m.id = mt.descendant_id where mt.ancestor_id = ${agentId} and mt.depth > 0)::int as agents,
        (select count(*) from member_team mt join member m on m.id = mt.descendant_id
          where mt.ancestor_id = ${agentId} and mt.depth > 0 and (m.reg_date at time zone ${timeZone})::date between ${from}::date and ${to}::date)::int as registrations`)) as unknown as {
      rows: Array<{ bets: string; deposits: string; members: number; agents: number; registrations: number }>;
    };
    const row = result.rows[0];
    return {
      bets: Number(row?.bets) / 100,
      deposits: Number(row?.deposits) / 100,
      teamMembers: row?.members,
      teamAgents: row?.agents,
      newRegistrations: row?.registrations,
    };
  }

  it('counts registrations and team size, and carries them with a moved member', async () => {
    const zone = app().config.TIME_ZONE;
    const today = todayIn(zone);
    const from = await teamOf(app());
    const to = await teamOf(app());
    // Registered after the last roll-up: counted by the next one, not by a scan of the team.
    await signedInMember(app(), { uplineId: from.subAgent.member.id });
    const before = await overview(from.agent.headers, today, today);
    expect(before).toMatchObject({ teamMembers: 3, teamAgents: 1, newRegistrations: 4 });
    expect(before).toMatchObject(await live(from.agent.member.id, today, today, zone));
    const moved = await app().inject({
      method: 'POST',
      url: `/ops/members/${from.subAgent.member.id}/move`,
      headers: { authorization: `Bearer ${opsToken}` },
      payload: { uplineUsername: to.agent.member.username, reason: 'team change', actor: 'test' },
    });
    expect(moved.statusCode).toBe(200);
    for (const agent of [from.agent, to.agent])
      expect(await overview(agent.headers, today, today)).toMatchObject(await live(agent.member.id, today, today, zone));
    expect(await overview(to.agent.headers, today, today)).toMatchObject({ teamMembers: 4, teamAgents: 2, newRegistrations: 6 });
  });

  it('counts money on the days it fell on, and counts afresh when the operator’s time zone changes', async () => {
    const manila = app().config.TIME_ZONE;
    expect(manila).toBe('Asia/Manila');
    const today = todayIn(manila);
    const yesterday = addDays(today, -1);
    const team = await teamOf(app());
    const id = team.subMember.member.id;
    // 02:00 in Manila is 18:00 UTC the day before: the two zones put it on different days.
    const early = new Date(`${yesterday}T02:00:00+08:00`);
    await moneyOn(id, 'deposit', 50_00n, early, 'zone-deposit');
    await moneyOn(id, 'bet', 6_00n, early, 'zone-bet');
    await moneyOn(id, 'bet', 4_00n, new Date(`${today}T01:00:00+08:00`), 'zone-bet-today');
    const agentId = team.agent.member.id;
    const dayBefore = addDays(yesterday, -1);
    expect(await overview(team.agent.headers, yesterday, yesterday)).toMatchObject({ bets: 6, deposits: 50, firstDeposits: 1, playedMembers: 1 });
    expect(await overview(team.agent.headers, yesterday, yesterday)).toMatchObject(await live(agentId, yesterday, yesterday, manila));
    try {
      app().config.TIME_ZONE = 'UTC';
      const utc = await overview(team.agent.headers, dayBefore, yesterday);
      expect(utc.series.map((point) => [point.day, point.bets, point.deposits, point.firstDeposits])).toEqual([
        [dayBefore, 6, 50, 1],
        [yesterday, 4, 0, 0],
      ]);
      for (const [a, b] of [
        [dayBefore, dayBefore],
        [yesterday, today],
        [dayBefore, today],
      ] as const) {
        expect(await overview(team.agent.headers, a, b)).toMatchObject(await live(agentId, a, b, 'UTC'));
      }
    } finally {
      app().config.TIME_ZONE = manila;
    }
    // Back in Manila: counted afresh again, equal to the sums in Manila's days.
    for (const [a, b] of [
      [yesterday, yesterday],
      [today, today],
      [dayBefore, today],
    ] as const) {
      expect(await overview(team.agent.headers, a, b)).toMatchObject(await live(agentId, a, b, manila));
    }
    expect(await overview(team.agent.headers, today, today)).toMatchObject({ bets: 4, deposits: 0, playedMembers: 1 });
  });

  it('rolls up on the background clock at its configured pace, so a report finds nothing waiting', async () => {
    const team = await teamOf(app());
    await moneyOn(team.member.member.id, 'deposit', 1_00n, new Date(), 'clock-deposit');
    const waiting = async () => {
      const result = (await app().db.execute(sql`select (select count(*) from team_rollup_queue)::int as n`)) as unknown as { rows: Array<{ n: number }> };
      return result.rows[0]?.n ?? 0;
    };
    expect(await waiting()).toBeGreaterThan(0);
    const stop = startBackgroundClocks(app());
    try {
      await expect.poll(waiting, { timeout: 10_000 }).toBe(0);
    } finally {
      await stop();
    }
  });
});
