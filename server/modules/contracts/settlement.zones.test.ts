import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, settlementPageSchema, type ContractKind } from '../../../src/contract/contracts.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { buildApp } from '../../app.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { teamOf } from '../agents/test-support.ts';
import { opsToken } from '../payments/test-support.ts';
import type { SignedIn } from '../wallet/test-support.ts';
import { settleDue } from './scheduler.ts';
import { grant, pTiers, settledBet } from './test-support.ts';

const utc = (instant: string) => new Date(`${instant}Z`);

/** One agent with a 1% daily and a 2% hourly salary contract, its team's bets placed at the given UTC instants. */
async function agentWithBets(app: FastifyInstance, bets: [string, number][]): Promise<SignedIn> {
  const { agent, member } = await teamOf(app);
  await grant(app, agent.member.username, 'daily', pTiers([0, 0, 0.01]));
  await grant(app, agent.member.username, 'hourly', pTiers([0, 0, 0.02]));
  for (const [at, stake] of bets) await settledBet(app, member.member.id, stake, 0, utc(at));
  return agent;
}

async function paid(app: FastifyInstance, agent: SignedIn, kind: ContractKind) {
  const read = async (page: number) => {
    const response = await app.inject({ method: 'GET', url: `${contractPaths.settlements}?kind=${kind}&pageSize=50&page=${page}`, headers: agent.headers });
    return successSchema(settlementPageSchema).parse(response.json()).value;
  };
  const page = await read(1);
  for (let next = 2; (next - 1) * page.pageSize < page.total; next++) page.items.push(...(await read(next)).items);
  // Oldest first; periods that had no bets are settled too, and paid nothing.
  const items = page.items
    .filter((item) => item.kind === kind && item.figures.validBet > 0)
    .map((item) => ({ period: item.period, from: item.from, to: item.to, validBet: item.figures.validBet, amount: item.amount }))
    .reverse();
  return { items, total: page.paid };
}

describe('settlement periods across time-zone changes', () => {
  const clock = manualClock(utc('2026-11-19T00:00:00'));
  let harness: TestApp;
  const restarted: FastifyInstance[] = [];
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken, TIME_ZONE: 'Asia/Manila' }, clock });
  });
  afterAll(async () => {
    for (const app of restarted) await app.close();
    await harness?.close();
  });

  /** The operator restarts the API with another TIME_ZONE, on the same database. */
  async function restartIn(timeZone: string): Promise<FastifyInstance> {
    const app = await buildApp({ config: { ...harness.config, TIME_ZONE: timeZone }, database: harness.database, clock });
    await app.ready();
    restarted.push(app);
    return app;
  }

  it('Asia/Manila → America/Sao_Paulo → Asia/Manila: every bet is counted once by the daily and once by the hourly salary', async () => {
    const agent = await agentWithBets(harness.app, [
      ['2026-11-26T10:10:00', 100], // Manila 26 Nov 18:10
      ['2026-11-26T20:10:00', 200], // Manila 27 Nov 04:10, São Paulo 26 Nov 17:10
      ['2026-11-27T02:10:00', 400], // São Paulo 26 Nov 23:10
      ['2026-11-27T05:10:00', 800], // São Paulo 27 Nov 02:10
      ['2026-11-27T20:10:00', 1600], // São Paulo 27 Nov 17:10, Manila 28 Nov 04:10
      ['2026-11-28T10:10:00', 3200], // Manila 28 Nov 18:10
      ['2026-11-29T00:10:00', 6400], // Manila 29 Nov 08:10
    ]);
    // Manila settles its 26 Nov (16:00 UTC to 16:00 UTC).
    clock.set(utc('2026-11-26T16:02:00'));
    await settleDue(harness.app);
    // São Paulo from here: the day in progress closes at São Paulo's midnight (03:00 UTC), a short day
    // São Paulo calls 26 Nov; the labels 26 Nov and 27 Nov that Manila used mean other instants.
    const saoPaulo = await restartIn('America/Sao_Paulo');
    clock.set(utc('2026-11-27T03:02:00'));
    await settleDue(saoPaulo);
    clock.set(utc('2026-11-28T03:02:00'));
    await settleDue(saoPaulo);
    // Back to Manila: the São Paulo day in progress closes at Manila's midnight (16:00 UTC).
    const manila = await restartIn('Asia/Manila');
    clock.set(utc('2026-11-28T16:02:00'));
    await settleDue(manila);
    clock.set(utc('2026-11-29T16:02:00'));
    await settleDue(manila);

    const daily = await paid(harness.app, agent, 'daily');
    expect(daily.items).toEqual([
      { period: '2026-11-26', from: '2026-11-25T16:00:00.000Z', to: '2026-11-26T16:00:00.000Z', validBet: 100, amount: 1 },
      { period: '2026-11-26', from: '2026-11-26T16:00:00.000Z', to: '2026-11-27T03:00:00.000Z', validBet: 600, amount: 6 },
      { period: '2026-11-27', from: '2026-11-27T03:00:00.000Z', to: '2026-11-28T03:00:00.000Z', validBet: 2400, amount: 24 },
      { period: '2026-11-28', from: '2026-11-28T03:00:00.000Z', to: '2026-11-28T16:00:00.000Z', validBet: 3200, amount: 32 },
      { period: '2026-11-29', from: '2026-11-28T16:00:00.000Z', to: '2026-11-29T16:00:00.000Z', validBet: 6400, amount: 64 },
    ]);
    // 100 + 200 + 400 + 800 + 1600 + 3200 + 6400 = 12700 of bets, 1% once: 127.00.
    expect(daily.total).toBe(127);

    const hourly = await paid(harness.app, agent, 'hourly');
    expect(hourly.items.map((item) => [item.period, item.from, item.validBet, item.amount])).toEqual([
      ['2026-11-26T18:00', '2026-11-26T10:00:00.000Z', 100, 2],
      ['2026-11-26T17:00', '2026-11-26T20:00:00.000Z', 200, 4],
      ['2026-11-26T23:00', '2026-11-27T02:00:00.000Z', 400, 8],
      ['2026-11-27T02:00', '2026-11-27T05:00:00.000Z', 800, 16],
      ['2026-11-27T17:00', '2026-11-27T20:00:00.000Z', 1600, 32],
      ['2026-11-28T18:00', '2026-11-28T10:00:00.000Z', 3200, 64],
      ['2026-11-29T08:00', '2026-11-29T00:00:00.000Z', 6400, 128],
    ]);
    // 2% of 12700 once: 254.00.
    expect(hourly.total).toBe(254);
  });
});

describe('settlement periods across a daylight-saving change (Europe/Lisbon)', () => {
  const clock = manualClock(utc('2026-10-20T00:00:00'));
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({ env: { OPS_TOKEN: opsToken, TIME_ZONE: 'Europe/Lisbon' }, clock });
  });
  afterAll(() => harness?.close());

  it('the 25-hour day is one day, and the hour the clock repeats is two hours, each paid once', async () => {
    // On 25 Oct 2026 Lisbon's clock goes back from 02:00 (UTC+1) to 01:00 (UTC+0).
    const agent = await agentWithBets(harness.app, [
      ['2026-10-25T00:30:00', 100], // 01:30, the first time
      ['2026-10-25T01:30:00', 200], // 01:30, the second time
      ['2026-10-25T23:30:00', 400], // 23:30, still 25 Oct
    ]);
    for (const at of ['2026-10-24T12:02:00', '2026-10-25T02:02:00', '2026-10-26T00:02:00']) {
      clock.set(utc(at));
      await settleDue(harness.app);
    }

    const daily = await paid(harness.app, agent, 'daily');
    expect(daily.items).toEqual([{ period: '2026-10-25', from: '2026-10-24T23:00:00.000Z', to: '2026-10-26T00:00:00.000Z', validBet: 700, amount: 7 }]);
    const hourly = await paid(harness.app, agent, 'hourly');
    expect(hourly.items).toEqual([
      { period: '2026-10-25T01:00', from: '2026-10-25T00:00:00.000Z', to: '2026-10-25T01:00:00.000Z', validBet: 100, amount: 2 },
      { period: '2026-10-25T01:00', from: '2026-10-25T01:00:00.000Z', to: '2026-10-25T02:00:00.000Z', validBet: 200, amount: 4 },
      { period: '2026-10-25T23:00', from: '2026-10-25T23:00:00.000Z', to: '2026-10-26T00:00:00.000Z', validBet: 400, amount: 8 },
    ]);
    expect(hourly.total).toBe(14);
  });
});
