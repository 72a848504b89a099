import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOpsPaths, contractPaths, opsSettlementSchema, settlementPageSchema, type ContractKind, type Tier } from '../../../src/contract/contracts.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { ledgerEntry } from '../../db/schema.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { teamOf } from '../agents/test-support.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { ops, opsToken } from '../payments/test-support.ts';
import { memberAccount, systemAccount } from '../wallet/accounts.ts';
import type { SignedIn } from '../wallet/test-support.ts';
import { settleDue } from './scheduler.ts';
import { act, grant, offer, offerOf, postOffer, settledBet } from './test-support.ts';

/** An instant in the operator's zone (Asia/Manila, UTC+8). */
const manila = (local: string) => new Date(`${local}+08:00`);
const tier = (rate: number, categoryRates?: Tier['categoryRates']): Tier => ({
  minimumBet: 0,
  netLoss: 0,
  activeMember: 0,
  rateType: 'P',
  rate,
  ...(categoryRates ? { categoryRates } : {}),
});

describe('contract settlement with a rate per game category', () => {
  const clock = manualClock(manila('2026-11-10T08:00:00'));
  let harness: TestApp;
  const app = () => harness.app;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
  });
  afterAll(() => harness?.close());

  const settlements = async (who: SignedIn, kind: ContractKind) => {
    const response = await app().inject({ method: 'GET', url: `${contractPaths.settlements}?kind=${kind}`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return successSchema(settlementPageSchema).parse(response.json()).value.items;
  };

  it('pays each category at its own rate, the differential per category, and a contract without category rates as before', async () => {
    const rated = await teamOf(app());
    const plain = await teamOf(app());
    await grant(app(), rated.agent.member.username, 'daily', [tier(0.02, { LIVE: 0.03, RNG: 0.01 })]);
    await act(app(), rated.subAgent, 'daily', await offer(app(), rated.agent, rated.subAgent, 'daily', [tier(0.015, { LIVE: 0.02, RNG: 0.005 })]), 'A');
    await grant(app(), plain.agent.member.username, 'daily', [tier(0.02)]);
    await act(app(), plain.subAgent, 'daily', await offer(app(), plain.agent, plain.subAgent, 'daily', [tier(0.015)]), 'A');

    // Above the offerer on one category (LIVE 3%), below it everywhere else: refused.
    const overLive = await postOffer(app(), rated.agent, offerOf('daily', rated.subAgent.member.id, [tier(0.01, { LIVE: 0.031 })]));
    expect(overLive.statusCode, overLive.body).toBe(422);
    expect(overLive.json()).toMatchObject({ code: 'RATE_ABOVE_OWN', fields: { 'tiers.0': expect.any(String) } });

    const at = manila('2026-11-10T10:00:00');
    for (const team of [rated, plain]) {
      await settledBet(app(), team.member.member.id, 1500, 0, at, 'LIVE');
      await settledBet(app(), team.member.member.id, 1000, 300, at, 'RNG');
      await settledBet(app(), team.member.member.id, 333.33, 0, at, 'FISH');
      // E-sports is listed under the specification's SPORTS code, lotteries under ELOTT.
      await settledBet(app(), team.subMember.member.id, 500, 0, at, 'LIVE');
      await settledBet(app(), team.subMember.member.id, 200, 0, at, 'ESPORTS');
      await settledBet(app(), team.subMember.member.id, 100, 0, at, 'RNG');
      // A category with no code earns the tier's rate.
      await settledBet(app(), team.member.member.id, 100, 0, at, 'UNLISTED');
    }

    clock.set(manila('2026-11-11T00:02:00'));
    await settleDue(app());
    // Team: LIVE 2000 × 3% = 60, RNG 1100 × 1% = 11, FISH 333.33 × 2% = 6.6666, SPORTS 200 × 2% = 4, unlisted 100 × 2% = 2: 83.6666, cut to 83.66.
    // Sub-team: LIVE 500 × 2% = 10, SPORTS 200 × 1.5% = 3, RNG 100 × 0.5% = 0.5: 13.50.
    expect(await settlements(rated.agent, 'daily')).toEqual([
      expect.objectContaining({
        amount: 70.16,
        figures: expect.objectContaining({ validBet: 3733.33, gross: 83.66, downline: 13.5, rate: 0.02, categoryRates: { LIVE: 0.03, RNG: 0.01 } }),
      }),
    ]);
    expect((await settlements(rated.subAgent, 'daily')).map((item) => item.amount)).toEqual([13.5]);
    // The same bets under one rate: 3733.33 × 2% = 74.6666 → 74.66, less 800 × 1.5% = 12.
    expect(await settlements(plain.agent, 'daily')).toEqual([
      expect.objectContaining({ amount: 62.66, figures: expect.not.objectContaining({ categoryRates: expect.anything() }) }),
    ]);
    expect((await settlements(plain.subAgent, 'daily')).map((item) => item.amount)).toEqual([12]);
  });

  it('a dividend sums each category net loss at its rate, a category the team won lowering it, and bonuses at the tier rate', async () => {
    clock.set(manila('2026-11-10T09:00:00'));
    await app().settings.set('contracts', { activeMemberThreshold: 100, dividendPeriod: 'weekly' }, { actor: 'test', reason: 'weekly dividends' });
    const { agent, member } = await teamOf(app());
    await grant(app(), agent.member.username, 'dividend', [{ ...tier(0.3, { LIVE: 0.4 }), minimumBet: 500, netLoss: 100, activeMember: 1 }]);
    await settledBet(app(), member.member.id, 1000, 0, manila('2026-11-12T10:00:00'), 'LIVE');
    await settledBet(app(), member.member.id, 500, 700, manila('2026-11-12T10:30:00'), 'RNG');
    const bonus = await app().db.transaction(async (tx) =>
      postTransfer(tx, {
        ledger: 'money',
        kind: 'bonus',
        idempotencyKey: `bonus-${member.member.id}`,
        memberId: member.member.id,
        legs: [
          { accountId: await systemAccount(tx, 'bonus', 'PHP'), amount: -10_000n },
          { accountId: await memberAccount(tx, member.member.id, 'main', 'PHP'), amount: 10_000n },
        ],
      }),
    );
    await app()
      .db.update(ledgerEntry)
      .set({ createdAt: manila('2026-11-12T11:00:00') })
      .where(eq(ledgerEntry.transferId, bonus.transferId));

    clock.set(manila('2026-11-16T00:05:00'));
    const run = await ops(app(), 'POST', contractOpsPaths.run, { kind: 'dividend', period: '2026-11-09', reason: 'weekly run' });
    expect(run.statusCode, run.body).toBe(200);
    // LIVE 1000 × 40% = 400, RNG −200 × 30% = −60, bonus −100 × 30% = −30.
    expect(
      successSchema(opsSettlementSchema)
        .parse(run.json())
        .value.items.find((item) => item.holder === agent.member.username),
    ).toMatchObject({
      amount: 310,
      figures: { validBet: 1500, netLoss: 700, activeMembers: 1 },
    });
  });
});
