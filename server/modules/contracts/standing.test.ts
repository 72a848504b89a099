import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractListSchema, contractPaths, type ContractKind } from '../../../src/contract/contracts.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { moneyAt, readOverview, teamOf } from '../agents/test-support.ts';
import { opsToken } from '../payments/test-support.ts';
import { todayIn } from '../records/period.ts';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { act, grant, offer, pTiers, settledBet } from './test-support.ts';

/**
 * One rule for an active member (a valid bet of at least the operator's threshold), read alike by the
 * team overview and the contract pages; and where the holder stands in the period still open.
 */
describe('active members and the period so far', () => {
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken, HOUSE_CLOCK_MS: '0' } });
    await app().settings.set('contracts', { activeMemberThreshold: 100, dividendPeriod: 'weekly' }, { actor: 'test', reason: 'threshold for the test' });
  });
  afterAll(() => harness?.close());

  /** A member who deposits and plays now: the ledger's bet (what "played" counts) and the settled bet (what contracts count). */
  async function plays(who: SignedIn, stake: number, payout: number, key: string) {
    await moneyAt(app(), who.member.id, 'deposit', 1_000_00n, sql`now()`, `${key}-deposit`);
    await moneyAt(app(), who.member.id, 'bet', BigInt(Math.round(stake * 100)), sql`now()`, `${key}-bet`);
    await settledBet(app(), who.member.id, stake, payout, new Date());
  }
  const mine = async (who: SignedIn, kind: ContractKind) => {
    const response = await app().inject({ method: 'GET', url: `${contractPaths.contracts}?kind=${kind}`, headers: { ...who.headers, language: 'pt' } });
    expect(response.statusCode, response.body).toBe(200);
    return successSchema(contractListSchema)
      .parse(response.json())
      .value.items.find((item) => item.status === 'V');
  };

  it('counts the same active members in the team overview and on the contract pages, and says how many only played', async () => {
    const { agent, member, subAgent, subMember } = await teamOf(app());
    const small = await signedInMember(app(), { uplineId: subAgent.member.id });
    await grant(app(), agent.member.username, 'daily', pTiers([0, 0, 0.01], [5000, 3, 0.015]));
    await act(app(), subAgent, 'daily', await offer(app(), agent, subAgent, 'daily', pTiers([0, 0, 0.005], [1000, 2, 0.008])), 'A');
    await plays(member, 100, 30, 'member');
    await plays(subMember, 150, 0, 'sub-member');
    await plays(small, 40, 0, 'small');

    const today = todayIn(app().config.TIME_ZONE);
    const overview = await readOverview(app(), agent.headers, today, today);
    // 100.00 and 150.00 reach the threshold of 100.00; 40.00 only played.
    expect(overview).toMatchObject({ activeMembers: 2, playedMembers: 3, activeMemberThreshold: 100 });
    expect(overview.series).toEqual([expect.objectContaining({ day: today, activeMembers: 2, playedMembers: 3 })]);

    // The agent's contract page: 290.00 of valid bet, 260.00 lost, 2 active; tier 1 (1%) reached, tier 2
    // (1.5% from 5,000.00 and 3 active members) lacks 4,710.00 and 1 member.
    expect((await mine(agent, 'daily'))?.standing).toMatchObject({
      period: today,
      validBet: 290,
      netLoss: 260,
      activeMembers: 2,
      tier: 0,
      next: { tier: 1, missing: { validBet: 4710, netLoss: 0, activeMembers: 1 } },
    });
    // agent1a's: 190.00, 1 active of the 2 its second tier asks for, 810.00 short of 1,000.00.
    expect((await mine(subAgent, 'daily'))?.standing).toMatchObject({
      validBet: 190,
      netLoss: 190,
      activeMembers: 1,
      tier: 0,
      next: { tier: 1, missing: { validBet: 810, netLoss: 0, activeMembers: 1 } },
    });
    // Only the holder's own valid contract carries it: the offerer's list of given contracts does not.
    const given = await app().inject({ method: 'GET', url: `${contractPaths.contracts}?scope=downline&kind=daily`, headers: agent.headers });
    expect(
      successSchema(contractListSchema)
        .parse(given.json())
        .value.items.map((item) => item.standing),
    ).toEqual([undefined]);
  });

  it('shows a reached highest tier with no next one, and a team with no tier yet with the first one next', async () => {
    const top = await teamOf(app());
    await grant(app(), top.agent.member.username, 'hourly', pTiers([0, 1, 0.01]));
    expect((await mine(top.agent, 'hourly'))?.standing).toMatchObject({
      validBet: 0,
      activeMembers: 0,
      tier: null,
      next: { tier: 0, missing: { validBet: 0, activeMembers: 1 } },
    });
    await plays(top.member, 120, 0, 'hourly-member');
    expect((await mine(top.agent, 'hourly'))?.standing).toMatchObject({ validBet: 120, activeMembers: 1, tier: 0, next: null });
  });
});
