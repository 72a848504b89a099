import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentPaths, teamProfitSchema } from '../../../src/contract/agent.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';
import { signedInMember } from '../wallet/test-support.ts';
import { teamOf } from './test-support.ts';

/** GET /wps/agent/team/profit a page at a time: the whole team's total stays the same on every page. */
describe('team profit, paged', () => {
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness?.close());

  const deposit = (memberId: number, amount: bigint) =>
    app().db.transaction(async (tx) => {
      const main = await memberAccount(tx, memberId, mainCode, 'PHP');
      const system = await systemAccount(tx, 'deposits', 'PHP');
      await postTransfer(tx, {
        ledger: 'money',
        kind: 'deposit',
        idempotencyKey: `paging-${memberId}`,
        memberId,
        legs: [
          { accountId: system, amount: -amount },
          { accountId: main, amount },
        ],
      });
    });

  it('pages the direct downlines by username with page, pageSize and total, the team total on every page', async () => {
    const team = await teamOf(app());
    const third = await signedInMember(app(), { uplineId: team.agent.member.id });
    await deposit(team.member.member.id, 10_00n);
    await deposit(team.subMember.member.id, 20_00n);
    await deposit(third.member.id, 30_00n);
    const page = async (n: number, size: number) => {
      const response = await app().inject({ method: 'GET', url: `${agentPaths.teamProfit}?page=${n}&pageSize=${size}`, headers: team.agent.headers });
      expect(response.statusCode).toBe(200);
      return successSchema(teamProfitSchema).parse(response.json()).value;
    };
    const directs = [team.member, team.subAgent, third].map((who) => who.member.username).sort();
    const pages = [await page(1, 2), await page(2, 2), await page(3, 2)];
    expect(pages.map((one) => [one.page, one.pageSize, one.total, one.direct.length])).toEqual([
      [1, 2, 3, 2],
      [2, 2, 3, 1],
      [3, 2, 3, 0],
    ]);
    expect(pages.flatMap((one) => one.direct.map((row) => row.own.username))).toEqual(directs);
    const whole = await page(1, 20);
    for (const one of pages) expect(one.teamTotal).toEqual(whole.teamTotal);
    expect(whole.teamTotal.deposits).toBe(60);
    expect(whole.direct.reduce((sum, row) => sum + row.team.deposits, 0)).toBe(60);
  });
});
