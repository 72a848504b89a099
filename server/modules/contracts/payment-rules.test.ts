import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOpsPaths, contractPaths, opsSettlementSchema, settlementPageSchema, type ContractKind, type Tier } from '../../../src/contract/contracts.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { teamOf } from '../agents/test-support.ts';
import { ops, opsToken } from '../payments/test-support.ts';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { act, grant, offer, offerOf, postOffer, pTiers, settledBet } from './test-support.ts';

/** An instant in the operator's zone (Asia/Manila, UTC+8). */
const manila = (local: string) => new Date(`${local}+08:00`);
const fixed = (amount: number, more: Partial<Tier> = {}): Tier[] => [{ minimumBet: 0, netLoss: 0, activeMember: 0, rateType: 'F', rate: amount, ...more }];

/** What is paid for whom: the differential model, fixed amounts, exact rates and clear refusals (issue 35, items 4, 6, 7). */
describe('contract payment rules', () => {
  const clock = manualClock(manila('2026-11-10T08:00:00'));
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
    await app().settings.set('contracts', { activeMemberThreshold: 100, dividendPeriod: 'weekly' }, { actor: 'test', reason: 'weekly dividends' });
  });
  afterAll(() => harness?.close());

  const run = async (kind: ContractKind, period: string) => {
    const response = await ops(app(), 'POST', contractOpsPaths.run, { kind, period, reason: 'test run' });
    expect(response.statusCode, response.body).toBe(200);
    return successSchema(opsSettlementSchema).parse(response.json()).value;
  };
  const paid = async (who: SignedIn, kind: ContractKind) => {
    const response = await app().inject({ method: 'GET', url: `${contractPaths.settlements}?kind=${kind}`, headers: who.headers });
    return successSchema(settlementPageSchema)
      .parse(response.json())
      .value.items.map((item) => [item.period, item.amount, item.figures.gross, item.figures.downline]);
  };
  const failure = (response: { statusCode: number; json(): unknown }) => {
    const body = response.json() as { code?: string; fields?: Record<string, string> };
    return { status: response.statusCode, code: body.code, fields: body.fields };
  };

  it("pays a sub-agent its own team's dividend even when the upline's other members won, and the upline the differential on what remains", async () => {
    clock.set(manila('2026-11-09T08:00:00'));
    const { agent, member, subAgent, subMember } = await teamOf(app());
    await grant(app(), agent.member.username, 'dividend', pTiers([0, 0, 0.3]));
    await act(app(), subAgent, 'dividend', await offer(app(), agent, subAgent, 'dividend', pTiers([0, 0, 0.1])), 'A');

    // Week of Nov 9: agent1a's team lost the platform 654.50; the upline's own member won 1,000.00.
    await settledBet(app(), subMember.member.id, 1000, 345.5, manila('2026-11-11T10:00:00'));
    await settledBet(app(), member.member.id, 500, 1500, manila('2026-11-11T11:00:00'));
    clock.set(manila('2026-11-16T00:05:00'));
    await run('dividend', '2026-11-09');
    // 10% of 654.50 = 65.45 to the sub-agent; the whole team won 345.50, so 30% of nothing and 0 to the upline.
    expect(await paid(subAgent, 'dividend')).toEqual([['2026-11-09', 65.45, 65.45, 0]]);
    expect(await paid(agent, 'dividend')).toEqual([['2026-11-09', 0, 0, 65.45]]);

    // Week of Nov 16: the upline's member lost 100.00 too. The team lost 754.50: 30% is 226.35,
    // less the sub-agent's 65.45 leaves 160.90 (30% of 100.00 plus 20% of 654.50).
    await settledBet(app(), subMember.member.id, 1000, 345.5, manila('2026-11-17T10:00:00'));
    await settledBet(app(), member.member.id, 200, 100, manila('2026-11-17T11:00:00'));
    clock.set(manila('2026-11-23T00:05:00'));
    await run('dividend', '2026-11-16');
    expect((await paid(subAgent, 'dividend'))[0]).toEqual(['2026-11-16', 65.45, 65.45, 0]);
    expect((await paid(agent, 'dividend'))[0]).toEqual(['2026-11-16', 160.9, 226.35, 65.45]);
  });

  it('pays a fixed amount only to a team with an active member, unless the tier says it pays an idle team', async () => {
    clock.set(manila('2026-12-01T08:00:00'));
    const idle = await teamOf(app());
    const playing = await teamOf(app());
    const explicit = await teamOf(app());
    await grant(app(), idle.agent.member.username, 'daily', fixed(50));
    await grant(app(), playing.agent.member.username, 'daily', fixed(50));
    await grant(app(), explicit.agent.member.username, 'daily', fixed(50, { paysIdleTeam: true }));
    // 99.99 is below the threshold of 100.00: still idle.
    await settledBet(app(), idle.member.member.id, 99.99, 0, manila('2026-12-01T10:00:00'));
    await settledBet(app(), playing.member.member.id, 100, 0, manila('2026-12-01T10:00:00'));
    clock.set(manila('2026-12-02T00:05:00'));
    await run('daily', '2026-12-01');
    expect(await paid(idle.agent, 'daily')).toEqual([['2026-12-01', 0, 0, 0]]);
    expect(await paid(playing.agent, 'daily')).toEqual([['2026-12-01', 50, 50, 0]]);
    expect(await paid(explicit.agent, 'daily')).toEqual([['2026-12-01', 50, 50, 0]]);

    // An offer may repeat its offerer's 0/0 fixed tier, but not pay an idle team when the offerer's does not.
    expect(failure(await postOffer(app(), playing.agent, offerOf('daily', playing.subAgent.member.id, fixed(50, { paysIdleTeam: true }))))).toMatchObject({
      status: 422,
      code: 'RATE_ABOVE_OWN',
    });
    expect((await postOffer(app(), playing.agent, offerOf('daily', playing.subAgent.member.id, fixed(40)))).statusCode).toBe(200);
  });

  it('pays a percentage rate exactly (1.57% of 10,000.00 is 157.00) and refuses tiers whose rate falls or amounts with 3 decimals', async () => {
    clock.set(manila('2026-12-03T08:00:00'));
    const { agent, member, subAgent } = await teamOf(app());
    await grant(app(), agent.member.username, 'daily', pTiers([0, 0, 0.0157], [1000, 0, 0.02]));
    await settledBet(app(), member.member.id, 10_000, 0, manila('2026-12-03T10:00:00'));
    // 2% from 1,000.00: a tier further up with a lower rate is refused, whatever the thresholds.
    const falling = failure(await postOffer(app(), agent, offerOf('daily', subAgent.member.id, pTiers([0, 0, 0.015], [1000, 0, 0.01]))));
    expect(falling).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { 'tiers.1': 'Each tier needs thresholds and a rate at least those of the tier before.' },
    });
    const cents = failure(
      await ops(app(), 'POST', contractOpsPaths.grant, { username: agent.member.username, kind: 'hourly', tiers: fixed(50.125), reason: 'three decimals' }),
    );
    expect(cents).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: { 'tiers.0': 'An amount above 0 with up to 2 decimals.' } });

    clock.set(manila('2026-12-04T00:05:00'));
    await run('daily', '2026-12-03');
    // 10,000.00 reaches the second tier: 2% is 200.00. The first tier's 1.57% shows on a smaller team below.
    expect(await paid(agent, 'daily')).toEqual([['2026-12-03', 200, 200, 0]]);
    const small = await teamOf(app());
    clock.set(manila('2026-12-05T08:00:00'));
    await grant(app(), small.agent.member.username, 'daily', pTiers([0, 0, 0.0157]));
    await settledBet(app(), small.member.member.id, 10_000, 0, manila('2026-12-05T10:00:00'));
    clock.set(manila('2026-12-06T00:05:00'));
    await run('daily', '2026-12-05');
    expect(await paid(small.agent, 'daily')).toEqual([['2026-12-05', 157, 157, 0]]);
  });

  it('refuses to settle an open period by naming it and when it closes, and a period that does not exist by its label', async () => {
    clock.set(manila('2026-12-10T10:00:00'));
    const open = failure(await ops(app(), 'POST', contractOpsPaths.run, { kind: 'daily', period: '2026-12-10', reason: 'too early' }));
    expect(open).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { period: 'The daily period 2026-12-10 is still open: it closes at 2026-12-11 00:00 (Asia/Manila) and can be settled after that.' },
    });
    const week = failure(await ops(app(), 'POST', contractOpsPaths.preview, { kind: 'dividend', period: '2026-12-07' }));
    expect(week.fields).toEqual({
      period: 'The dividend period 2026-12-07 is still open: it closes at 2026-12-14 00:00 (Asia/Manila) and can be settled after that.',
    });
    const inPortuguese = await app().inject({
      method: 'POST',
      url: contractOpsPaths.run,
      headers: { authorization: `Bearer ${opsToken}`, language: 'pt' },
      payload: { kind: 'hourly', period: '2026-12-10T10:00', reason: 'cedo' },
    });
    expect(failure(inPortuguese).fields).toEqual({
      period: 'O período hourly 2026-12-10T10:00 ainda está aberto: fecha às 2026-12-10 11:00 (Asia/Manila) e só pode ser liquidado depois disso.',
    });
    expect(failure(await ops(app(), 'POST', contractOpsPaths.run, { kind: 'hourly', period: '2026-12-10T09:07', reason: 'no such hour' })).fields).toEqual({
      period: 'No hourly period starts at 2026-12-10T09:07.',
    });
  });

  it('answers 404 to any action on a contract the agent is not a party to, whatever its status, never 409', async () => {
    clock.set(manila('2026-12-12T08:00:00'));
    const { agent, subAgent } = await teamOf(app());
    const subSub = await signedInMember(app(), { type: 1, uplineId: subAgent.member.id });
    const stranger = await signedInMember(app(), { type: 1 });
    await grant(app(), agent.member.username, 'daily', pTiers([0, 0, 0.02]));
    const valid = await offer(app(), agent, subAgent, 'daily', pTiers([0, 0, 0.015]));
    await act(app(), subAgent, 'daily', valid, 'A');
    await grant(app(), agent.member.username, 'hourly', pTiers([0, 0, 0.02]));
    const ending = await offer(app(), agent, subAgent, 'hourly', pTiers([0, 0, 0.01]));
    await act(app(), subAgent, 'hourly', ending, 'A');
    await act(app(), agent, 'hourly', ending, 'C');
    const pending = await offer(app(), subAgent, subSub, 'daily', pTiers([0, 0, 0.01]));

    const refusals = async (cases: [SignedIn, ContractKind, number][]) => {
      for (const [who, kind, id] of cases) {
        for (const action of ['A', 'R', 'C'] as const) {
          const answer = failure(await act(app(), who, kind, id, action));
          expect([who.member.username, kind, id, action, answer.status, answer.code]).toEqual([who.member.username, kind, id, action, 404, 'NOT_FOUND']);
        }
      }
    };
    // The upline of the offerer, the holder's own downline, a stranger, and a party on the
    // process endpoint of another kind: none of them has this contract.
    await refusals([
      [agent, 'daily', pending],
      [subSub, 'daily', valid],
      [subSub, 'hourly', ending],
      [stranger, 'daily', valid],
      [stranger, 'hourly', ending],
      [stranger, 'daily', pending],
      [agent, 'daily', ending],
    ]);
    // Ended, it is still nobody else's.
    expect((await act(app(), subSub, 'daily', pending, 'R')).statusCode).toBe(200);
    await refusals([
      [agent, 'daily', pending],
      [stranger, 'daily', pending],
    ]);
    // The right party still can.
    expect((await act(app(), subAgent, 'hourly', ending, 'R')).statusCode).toBe(200);
  });
});
