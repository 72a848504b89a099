import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { agentPaths, overviewSchema, teamBetPageSchema, teamProfitSchema, teamTransactionPageSchema } from '../../../src/contract/agent.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { betPageSchema, gamePaths } from '../../../src/contract/games.ts';
import { houseCatalogue, housePaths, playResultSchema } from '../../../src/contract/house.ts';
import { profitSchema, recordPageSchema } from '../../../src/contract/wallet.ts';
import { bearer, createMember, loginAs } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hashPassword } from '../auth/password.ts';
import { launchFor } from '../games/test-support.ts';
import { addAccount, ops, opsToken, paymentPassword, postForm, withdraw, type Player } from '../payments/test-support.ts';
import { todayIn } from '../records/period.ts';
import { gameOf, vendorEnv } from '../vendors/test-support.ts';
import { signedInMember } from '../wallet/test-support.ts';
import { withoutDepositBonuses } from '../promotions/test-support.ts';

/**
 * Issue 9 "numbers agree": members of a three-level team deposit (the operator approves), play a
 * HOUSE game and withdraw (approved and paid) through the API; the agent's reports then equal the
 * sums of the members' own records to the cent.
 */
describe('team reports agree with the members’ own records', () => {
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken, HOUSE_CLOCK_MS: '0' } });
    await withoutDepositBonuses(harness.app);
  });
  afterAll(() => harness?.close());

  async function teamPlayer(uplineId: number, type = 0): Promise<Player> {
    const created = await createMember(app(), { uplineId, type, payeeName: 'Juan Dela Cruz', paymentPasswordHash: await hashPassword(paymentPassword) });
    const login = await loginAs(app(), created.username, created.password);
    return { id: created.id, username: created.username, headers: bearer(login.token) };
  }

  async function deposit(who: Player, amount: string): Promise<void> {
    const channels = await app().inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers });
    const channelId = String(channels.json().value[0].id);
    const filed = await postForm(app(), '/wps/deposit/requests', who, { channelId, amount, reference: 'REF-9', idempotencyKey: randomUUID() });
    expect([filed.statusCode, filed.body]).toEqual([200, expect.any(String)]);
    const approved = await ops(app(), 'POST', `/ops/deposits/${filed.json().value.id}/approve`, { reason: 'slip matches bank' });
    expect(approved.statusCode).toBe(200);
  }

  async function spins(who: Player, count: number, amount: number): Promise<void> {
    const launched = await launchFor(app(), who.headers, gameOf(app().vendors.catalog, houseCatalogue.slot.vendor));
    for (let index = 0; index < count; index += 1) {
      const response = await app().inject({
        method: 'POST',
        url: housePaths.spin,
        headers: bearer(launched.token),
        payload: { amount, idempotencyKey: randomUUID() },
      });
      successSchema(playResultSchema).parse(response.json());
    }
  }

  async function paidWithdrawal(who: Player, amount: number): Promise<void> {
    const accountId = await addAccount(app(), who);
    const filed = await withdraw(app(), who, { accountId, amount });
    const id = filed.json().value.id;
    await ops(app(), 'POST', `/ops/withdrawals/${id}/approve`, { reason: 'checks out' });
    expect((await ops(app(), 'POST', `/ops/withdrawals/${id}/pay`, { reason: 'bank transfer sent' })).statusCode).toBe(200);
  }

  const value = async <T extends z.ZodType>(url: string, headers: Record<string, string>, schema: T) => {
    const response = await app().inject({ method: 'GET', url, headers });
    return (successSchema(schema).parse(response.json()) as { value: z.output<T> }).value;
  };

  it('matches deposits, withdrawals, bets, payouts and net of every member, level by level', async () => {
    const agent = await signedInMember(app(), { type: 1 });
    const direct = await teamPlayer(agent.member.id);
    const subAgent = await teamPlayer(agent.member.id, 1);
    const deep = await teamPlayer(subAgent.id);
    const members = [direct, subAgent, deep];

    await deposit(direct, '500.25');
    await deposit(deep, '1200.10');
    await deposit(subAgent, '180');
    await spins(direct, 6, 3.35);
    await spins(deep, 5, 12.5);
    await spins(subAgent, 2, 1.1);
    await paidWithdrawal(deep, 300.05);

    const today = todayIn(app().config.TIME_ZONE);
    const period = `?from=${today}&to=${today}`;
    const own = (await Promise.all(members.map((who) => value(`/wps/member/profit${period}`, who.headers, profitSchema)))).map(
      ({ from: _from, to: _to, ...figures }) => figures,
    );
    const sum = (pick: (row: (typeof own)[number]) => number) => Math.round(own.reduce((total, row) => total + pick(row) * 100, 0)) / 100;
    const expected = {
      deposits: sum((row) => row.deposits),
      withdrawals: sum((row) => row.withdrawals),
      bets: sum((row) => row.bets),
      validBets: sum((row) => row.validBets),
      payouts: sum((row) => row.payouts),
      bonuses: sum((row) => row.bonuses),
      net: sum((row) => row.net),
    };
    expect(expected).toMatchObject({ deposits: 1880.35, withdrawals: 300.05, bets: 84.8 });

    const overview = await value(`${agentPaths.overview}${period}`, agent.headers, overviewSchema);
    expect(overview).toMatchObject({ ...expected, teamMembers: 2, teamAgents: 1, newRegistrations: 3, activeMembers: 0, playedMembers: 3, firstDeposits: 3 });
    expect(overview.series).toEqual([{ day: today, ...expected, newRegistrations: 3, activeMembers: 0, playedMembers: 3, firstDeposits: 3 }]);

    const profit = await value(`${agentPaths.teamProfit}${period}`, agent.headers, teamProfitSchema);
    expect(profit.teamTotal).toEqual(expected);
    expect(profit).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    const directRow = profit.direct.find((row) => row.own.id === direct.id);
    expect(directRow?.own).toMatchObject(own[0] ?? {});
    const subRow = profit.direct.find((row) => row.own.id === subAgent.id);
    expect(subRow?.own).toMatchObject(own[1] ?? {});
    expect(subRow?.team.net).toBe(Math.round(((own[1]?.net ?? 0) + (own[2]?.net ?? 0)) * 100) / 100);

    const bets = await value(`${agentPaths.teamBets}${period}&pageSize=5`, agent.headers, teamBetPageSchema);
    expect(bets.totals).toMatchObject({ count: 13, stake: expected.bets, validBet: expected.validBets, payout: expected.payouts });
    expect(bets.items).toHaveLength(5);
    const deepBets = await value(`${agentPaths.teamBets}${period}&member=${deep.username}`, agent.headers, teamBetPageSchema);
    expect(deepBets.totals.stake).toBe(62.5);
    // The agent reads each bet's game by the name the member reads it by, in the agent's language.
    const inPortuguese = { language: 'pt' };
    const seenGames = await value(`${agentPaths.teamBets}${period}&member=${deep.username}`, { ...agent.headers, ...inPortuguese }, teamBetPageSchema);
    const ownGames = await value(`${gamePaths.bets}${period}`, { ...deep.headers, ...inPortuguese }, betPageSchema);
    expect(seenGames.items.map((bet) => [bet.game, bet.gameCode])).toEqual(ownGames.items.map((bet) => [bet.game, bet.gameCode]));
    expect(seenGames.items[0]?.game).toBe(gameOf(app().vendors.catalog, houseCatalogue.slot.vendor).name.pt);

    for (const who of members) {
      const mine = await value(`/wps/member/records${period}&pageSize=50`, who.headers, recordPageSchema);
      const seen = await value(`${agentPaths.teamTransactions}${period}&pageSize=50&member=${who.username}`, agent.headers, teamTransactionPageSchema);
      expect(seen.total).toBe(mine.total);
      expect(seen.items.map(({ member, ...item }) => [member, item])).toEqual(mine.items.map((item) => [who.username, item]));
    }

    // The sub-agent sees its own team only: the deep member, not its upline's direct member.
    const subView = await value(`${agentPaths.teamProfit}${period}`, subAgent.headers, teamProfitSchema);
    expect(subView.direct.map((row) => row.own.username)).toEqual([deep.username]);
    expect(subView.teamTotal).toMatchObject({ deposits: own[2]?.deposits, net: own[2]?.net });
  });
});
