import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  betResultSchema,
  gameStateSchema,
  housePath,
  housePaths,
  openedNumbersSchema,
  scheduledGames,
  verifyResultSchema,
  type Outcome,
} from '../../../src/contract/house.ts';
import { betRecord, houseBet, houseRound } from '../../db/schema.ts';
import { ledgerInvariants } from '../../modules/ledger/test-support.ts';
import { vendorEnv } from '../../modules/vendors/test-support.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { houseContext } from './access.ts';
import { placeBet } from './betting.ts';
import { houseTick, settleRound } from './settlement.ts';
import { roundAt, roundTimes } from '../../../src/rules/scheduled.ts';
import { failureOf, futureRound, key, play, reread, seatAt, type Seat } from './test-support.ts';

const pad = (number: number) => String(number).padStart(2, '0');

describe('HOUSE scheduled games: derby, lottery, baccarat, football', () => {
  let harness: TestApp;
  const app = () => harness.app;
  /** The rounds' time: it moves only when a test moves it. */
  const clock = manualClock(new Date('2026-11-02T03:00:00Z'));
  const context = () => houseContext(app());
  const balanceOf = async (seat: Seat, game: 'derby' | 'lotto' | 'baccarat' | 'football') =>
    (await play(app(), seat, 'GET', housePath(housePaths.state, game), gameStateSchema)).balance.balance;

  beforeAll(async () => {
    harness = await createTestApp({ env: { ...vendorEnv, HOUSE_CLOCK_MS: '0' }, clock });
  });
  afterAll(() => harness?.close());

  it('settles a derby round exactly once: the winner paid 1.90, the loser nothing, even when run twice at once and again after a crash', async () => {
    const seat = await seatAt(app(), 'derby', { funds: 100_00n });
    const { round, outcome, betting, settles } = await futureRound(app(), 'derby');
    const winner = outcome.game === 'derby' ? outcome.winner : 'meron';
    const loser = winner === 'wala' ? 'meron' : 'wala';
    const won = await placeBet(context(), seat.player, { game: 'derby', roundId: round.code, pick: winner, amount: 10, idempotencyKey: key() }, betting);
    await placeBet(context(), seat.player, { game: 'derby', roundId: round.code, pick: loser, amount: 10, idempotencyKey: key() }, betting);
    expect(won.bet).toMatchObject({ status: 'open', odds: winner === 'draw' ? 8 : 1.9 });
    expect(await balanceOf(seat, 'derby')).toBe(80);

    expect(await settleRound(context(), round, new Date(settles.getTime() - 1))).toBe(false);
    const runs = await Promise.all([settleRound(context(), round, settles), settleRound(context(), round, settles)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    // A draw pays 8.00 and gives the wala bet back; otherwise the winning side pays 1.90.
    const paid = winner === 'draw' ? 80 + 10 : 19;
    expect(await balanceOf(seat, 'derby')).toBe(80 + paid);

    // A crash after the money moved but before the rows said so: the re-run moves nothing more.
    await app().db.update(houseBet).set({ status: 'open', payout: 0n }).where(eq(houseBet.roundId, round.id));
    await app().db.update(houseRound).set({ settledAt: null, leaseUntil: null }).where(eq(houseRound.id, round.id));
    expect(await settleRound(context(), await reread(app(), round), settles)).toBe(true);
    expect(await balanceOf(seat, 'derby')).toBe(80 + paid);
    const records = await app().db.select().from(betRecord).where(eq(betRecord.roundId, round.code));
    expect(records.map((record) => record.status).sort()).toEqual(winner === 'draw' ? ['void', 'won'] : ['lost', 'won']);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('gives meron and wala back on a drawn fight and pays the draw 8.00', async () => {
    const seat = await seatAt(app(), 'derby', { funds: 100_00n });
    let found: Awaited<ReturnType<typeof futureRound>> | null = null;
    for (let attempt = 0; attempt < 200 && !found; attempt += 1) {
      const candidate = await futureRound(app(), 'derby', attempt.toString(16).padStart(64, '0'));
      if (candidate.outcome.game === 'derby' && candidate.outcome.winner === 'draw') found = candidate;
    }
    if (!found) throw new Error('no drawn fight among 200 seeds');
    const { round, betting, settles } = found;
    for (const pick of ['meron', 'wala', 'draw']) {
      await placeBet(context(), seat.player, { game: 'derby', roundId: round.code, pick, amount: 10, idempotencyKey: key() }, betting);
    }
    await settleRound(context(), round, settles);
    expect(await balanceOf(seat, 'derby')).toBe(70 + 10 + 10 + 80);
    const bets = await app().db.select().from(houseBet).where(eq(houseBet.roundId, round.id));
    expect(bets.map((bet) => `${bet.pick}:${bet.status}`).sort()).toEqual(['draw:won', 'meron:push', 'wala:push']);
  });

  it('refuses bets after betting closed, on unknown rounds and picks', async () => {
    const seat = await seatAt(app(), 'derby', { funds: 100_00n });
    const { round, closed } = await futureRound(app(), 'derby');
    const bet = { game: 'derby' as const, roundId: round.code, pick: 'meron', amount: 10, idempotencyKey: key() };
    await expect(placeBet(context(), seat.player, bet, closed)).rejects.toMatchObject({ code: 'BETTING_CLOSED' });
    await expect(placeBet(context(), seat.player, { ...bet, pick: 'banker' }, closed)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await failureOf(app(), seat, 'POST', housePath(housePaths.bet, 'derby'), { ...bet, roundId: 'derby-1' })).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await balanceOf(seat, 'derby')).toBe(100);
  });

  it('takes a bet on the open round through the play API, and refuses one once betting closed', async () => {
    const seat = await seatAt(app(), 'lotto', { funds: 100_00n });
    const times = roundTimes('lotto', roundAt('lotto', clock.now()) + 1);
    clock.set(new Date(times.opensAt.getTime() + 1000));
    const state = await play(app(), seat, 'GET', housePath(housePaths.state, 'lotto'), gameStateSchema);
    expect(state.current).toMatchObject({ roundId: times.code, phase: 'betting', closesAt: times.closesAt.toISOString() });
    expect(state.current?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const body = { roundId: times.code, pick: 'any:07', amount: 2 };
    const placed = await play(app(), seat, 'POST', housePath(housePaths.bet, 'lotto'), betResultSchema, { ...body, idempotencyKey: key() });
    expect(placed).toMatchObject({ bet: { pick: 'any:07', amount: 2, odds: 19, status: 'open' }, balance: { wallet: 'real', balance: 98 } });
    const again = await play(app(), seat, 'GET', housePath(housePaths.state, 'lotto'), gameStateSchema);
    expect(again.myBets.map((bet) => bet.betId)).toEqual([placed.bet.betId]);

    clock.set(new Date(times.closesAt.getTime() - 1));
    await play(app(), seat, 'POST', housePath(housePaths.bet, 'lotto'), betResultSchema, { ...body, idempotencyKey: key() });
    clock.set(times.closesAt);
    expect((await play(app(), seat, 'GET', housePath(housePaths.state, 'lotto'), gameStateSchema)).current).toMatchObject({
      roundId: times.code,
      phase: 'running',
    });
    expect(await failureOf(app(), seat, 'POST', housePath(housePaths.bet, 'lotto'), { ...body, idempotencyKey: key() })).toEqual({
      status: 422,
      code: 'BETTING_CLOSED',
    });
    expect(await balanceOf(seat, 'lotto')).toBe(96);
  });

  it('draws the lottery from the committed seed, pays first 95.00 and lists the opened numbers', async () => {
    const seat = await seatAt(app(), 'lotto', { funds: 100_00n });
    const { round, outcome, betting, settles } = await futureRound(app(), 'lotto');
    const numbers = outcome.game === 'lotto' ? outcome.numbers : [];
    const missing = [...Array(100).keys()].find((number) => !numbers.includes(number)) ?? 0;
    await placeBet(
      context(),
      seat.player,
      { game: 'lotto', roundId: round.code, pick: `first:${pad(numbers[0] ?? 0)}`, amount: 1, idempotencyKey: key() },
      betting,
    );
    await placeBet(
      context(),
      seat.player,
      { game: 'lotto', roundId: round.code, pick: `any:${pad(numbers[3] ?? 0)}`, amount: 1, idempotencyKey: key() },
      betting,
    );
    await placeBet(context(), seat.player, { game: 'lotto', roundId: round.code, pick: `any:${pad(missing)}`, amount: 1, idempotencyKey: key() }, betting);
    expect(await settleRound(context(), round, settles)).toBe(true);
    expect(await balanceOf(seat, 'lotto')).toBe(97 + 95 + 19);
    const opened = await play(app(), seat, 'GET', `${housePaths.openedNumbers}?limitNum=50`, openedNumbersSchema);
    expect(opened.list.find((draw) => draw.roundId === round.code)?.numbers).toEqual(numbers);
    const checked = await play(app(), seat, 'POST', housePaths.verify, verifyResultSchema, {
      game: 'lotto',
      serverSeed: 'e'.repeat(64),
      clientSeed: round.code,
      nonce: 0,
    });
    expect(checked.outcome).toEqual(outcome);
    expect(checked.serverSeedHash).toBe(round.serverSeedHash);
  });

  it('settles baccarat: banker pays 1.95, a losing side nothing', async () => {
    const seat = await seatAt(app(), 'baccarat', { funds: 100_00n });
    let found: Awaited<ReturnType<typeof futureRound>> | null = null;
    for (let attempt = 0; attempt < 50 && !found; attempt += 1) {
      const candidate = await futureRound(app(), 'baccarat', (attempt + 1000).toString(16).padStart(64, '0'));
      if (candidate.outcome.game === 'baccarat' && candidate.outcome.winner === 'banker') found = candidate;
    }
    if (!found) throw new Error('no banker win among 50 seeds');
    const { round, betting, settles } = found;
    await placeBet(context(), seat.player, { game: 'baccarat', roundId: round.code, pick: 'banker', amount: 20, idempotencyKey: key() }, betting);
    await placeBet(context(), seat.player, { game: 'baccarat', roundId: round.code, pick: 'player', amount: 10, idempotencyKey: key() }, betting);
    await settleRound(context(), round, settles);
    expect(await balanceOf(seat, 'baccarat')).toBe(70 + 39);
  });

  it('settles a virtual match at the odds taken, and shows the round with its result only once settled', async () => {
    const seat = await seatAt(app(), 'football', { funds: 100_00n });
    const { round, outcome, betting, settles } = await futureRound(app(), 'football');
    const result = (outcome as Extract<Outcome, { game: 'football' }>).winner;
    const placed = await placeBet(context(), seat.player, { game: 'football', roundId: round.code, pick: result, amount: 10, idempotencyKey: key() }, betting);
    const other = result === '1' ? '2' : '1';
    await placeBet(context(), seat.player, { game: 'football', roundId: round.code, pick: other, amount: 10, idempotencyKey: key() }, betting);
    await settleRound(context(), round, settles);
    // The payout is the stake's cents times the odds, floored; the odds are scaled to an integer first,
    // since 8.12 * 1000 is 8119.999… in floating point.
    expect(await balanceOf(seat, 'football')).toBeCloseTo(80 + Math.floor(Math.round(placed.bet.odds * 1_000_000) / 1_000) / 100, 2);
    const state = await play(app(), seat, 'GET', housePath(housePaths.state, 'football'), gameStateSchema);
    expect(state.current).toMatchObject({ phase: expect.stringMatching(/betting|running/), serverSeed: null, outcome: null });
    expect(state.current?.markets.map((market) => market.pick)).toEqual(['1', 'X', '2']);
    expect(state.current?.sides).not.toBeNull();
  });

  it("runs the clock: every scheduled game's rounds are made ahead, due rounds settle without a player", async () => {
    const seat = await seatAt(app(), 'derby', { funds: 100_00n });
    const { round, betting, settles } = await futureRound(app(), 'derby');
    await placeBet(context(), seat.player, { game: 'derby', roundId: round.code, pick: 'meron', amount: 10, idempotencyKey: key() }, betting);
    await houseTick(context(), settles);
    const after = await reread(app(), round);
    expect(after.settledAt).not.toBeNull();
    const [bet] = await app().db.select().from(houseBet).where(eq(houseBet.roundId, round.id));
    expect(bet?.status).not.toBe('open');
    for (const game of scheduledGames) {
      const next = roundAt(game, settles) + 1;
      const rows = await app()
        .db.select()
        .from(houseRound)
        .where(and(eq(houseRound.game, game), eq(houseRound.number, next)));
      expect(rows, game).toHaveLength(1);
    }
  });
});
