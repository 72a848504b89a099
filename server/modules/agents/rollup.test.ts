import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentPaths, teamBetPageSchema } from '../../../src/contract/agent.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { rowsOf } from '../../db/functions.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { todayIn } from '../records/period.ts';
import { opsToken } from '../payments/test-support.ts';
import { addDays, moneyAt, readOverview, teamOf } from './test-support.ts';

/** The team figures kept as money moves (rollup.ts, migration 0015): moves and late days keep them right. */
describe('team figures kept as money moves', () => {
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken, HOUSE_CLOCK_MS: '0' } });
  });
  afterAll(() => harness?.close());

  /** Money at noon of `day` in the operator's zone. */
  const moneyOn = (memberId: number, kind: 'deposit' | 'bet', amount: bigint, day: string, key: string) =>
    moneyAt(app(), memberId, kind, amount, sql`((${day}::date + interval '12 hours')::timestamp at time zone ${app().config.TIME_ZONE})`, key);
  const overview = (headers: Record<string, string>, from: string, to: string) => readOverview(app(), headers, from, to);

  it('counts a member active once in a period when a day before arrives after a later one', async () => {
    const today = todayIn(app().config.TIME_ZONE);
    const yesterday = addDays(today, -1);
    const team = await teamOf(app());
    const id = team.member.member.id;
    await moneyOn(id, 'deposit', 100_00n, yesterday, 'late-deposit');
    await moneyOn(id, 'bet', 5_00n, today, 'late-bet-today');
    expect(await overview(team.agent.headers, yesterday, today)).toMatchObject({ playedMembers: 1, bets: 5, deposits: 100, firstDeposits: 1 });
    // Rolled up already; now a bet of the day before (committed late) comes in.
    await moneyOn(id, 'bet', 3_00n, yesterday, 'late-bet-yesterday');
    const both = await overview(team.agent.headers, yesterday, today);
    expect(both).toMatchObject({ playedMembers: 1, bets: 8 });
    expect(both.series.map((point) => point.playedMembers)).toEqual([1, 1]);
    expect(await overview(team.agent.headers, today, today)).toMatchObject({ playedMembers: 1, bets: 5 });
  });

  it('moves a member’s figures to the new uplines with the member', async () => {
    const today = todayIn(app().config.TIME_ZONE);
    const from = await teamOf(app());
    const to = await teamOf(app());
    const id = from.subMember.member.id;
    await moneyOn(id, 'deposit', 40_00n, today, 'move-deposit');
    await moneyOn(id, 'bet', 7_00n, today, 'move-bet');
    expect(await overview(from.agent.headers, today, today)).toMatchObject({ deposits: 40, bets: 7, playedMembers: 1, firstDeposits: 1 });
    const moved = await app().inject({
      method: 'POST',
      url: `/ops/members/${from.subAgent.member.id}/move`,
      headers: { authorization: `Bearer ${opsToken}` },
      payload: { uplineUsername: to.agent.member.username, reason: 'team change', actor: 'test' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await overview(from.agent.headers, today, today)).toMatchObject({ deposits: 0, bets: 0, playedMembers: 0, firstDeposits: 0 });
    expect(await overview(to.agent.headers, today, today)).toMatchObject({ deposits: 40, bets: 7, playedMembers: 1, firstDeposits: 1 });
    // Money after the move goes to the new uplines only.
    await moneyOn(id, 'bet', 2_00n, today, 'move-bet-after');
    expect(await overview(to.agent.headers, today, today)).toMatchObject({ bets: 9 });
    expect(await overview(from.agent.headers, today, today)).toMatchObject({ bets: 0 });
  });

  it('keeps the team’s bet totals as bets are placed, settled and voided, equal to the betting record', async () => {
    const team = await teamOf(app());
    const id = team.subMember.member.id;
    const totals = async (filter = '') => {
      const response = await app().inject({ method: 'GET', url: `${agentPaths.teamBets}?page=1&pageSize=5${filter}`, headers: team.agent.headers });
      return successSchema(teamBetPageSchema).parse(response.json()).value.totals;
    };
    const place = (txId: string, stake: number) =>
      app().db.execute(sql`insert into bet_record (member_id, vendor, game_vendor, category, game_code, round_id, tx_id, stake, play_money)
        values (${id}, 'HOUSE', 'HOUSE_SLOT', 'RNG', 'house-slot-tala-reels', ${txId}, ${txId}, ${stake}, false)`);
    await place('roll-1', 500);
    expect(await totals()).toMatchObject({ count: 1, stake: 5, validBet: 5, payout: 0 });
    await app().db.execute(sql`update bet_record set status = 'won', payout = 1200 where tx_id = 'roll-1'`);
    // A settlement queues its difference only.
    const queued = await rowsOf(app().db, sql`select bets::text, stake::text, valid_bet::text, payout::text from team_bet_queue where member_id = ${id}`);
    expect(queued).toEqual([{ bets: '0', stake: '0', valid_bet: '0', payout: '1200' }]);
    await place('roll-2', 300);
    await app().db.execute(sql`update bet_record set status = 'void' where tx_id = 'roll-2'`);
    const expected = { count: 2, stake: 8, validBet: 5, payout: 12, net: 7 };
    expect(await totals()).toEqual(expected);
    // One member's filter reads the betting record itself: both agree.
    expect(await totals(`&member=${team.subMember.member.username}`)).toEqual(expected);
    expect(await totals('&category=LIVE')).toMatchObject({ count: 0, stake: 0 });
    // A bet moved to another category leaves the first's totals and joins the other's.
    await app().db.execute(sql`update bet_record set category = 'LIVE' where tx_id = 'roll-2'`);
    expect(await totals('&category=LIVE')).toMatchObject({ count: 1, stake: 3, validBet: 0 });
    expect(await totals('&category=RNG')).toMatchObject({ count: 1, stake: 5, validBet: 5, payout: 12 });
    expect(await totals()).toEqual(expected);
    // Play money is never counted, whatever it becomes.
    await app().db.execute(sql`update bet_record set play_money = true where tx_id = 'roll-2'`);
    expect(await totals('&category=LIVE')).toMatchObject({ count: 0, stake: 0 });
    expect(await totals()).toEqual({ count: 1, stake: 5, validBet: 5, payout: 12, net: 7 });
  });
});
