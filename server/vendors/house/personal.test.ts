import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairnessSchema, gameStateSchema, historySchema, housePath, housePaths, playResultSchema, verifyResultSchema } from '../../../src/contract/house.ts';
import { betRecord, housePlay } from '../../db/schema.ts';
import { ledgerInvariants } from '../../modules/ledger/test-support.ts';
import { vendorEnv } from '../../modules/vendors/test-support.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { houseContext } from './access.ts';
import { playPersonal } from './personal.ts';
import { finishInterruptedPlays } from './settlement.ts';
import { failureOf, key, play, seatAt } from './test-support.ts';

describe('HOUSE personal games: slot and dice', () => {
  let harness: TestApp;
  /** Stands still unless a test moves it, so the retry job's 5 s grace is crossed on purpose. */
  const clock = manualClock(new Date('2026-11-02T03:00:00Z'));
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ env: { ...vendorEnv, HOUSE_CLOCK_MS: '0' }, clock });
  });
  afterAll(() => harness?.close());

  it('shows the seed hash before play, then books a spin through the seamless wallet once, even when retried', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 100_00n });
    const state = await play(app(), seat, 'GET', housePath(housePaths.state, 'slot'), gameStateSchema);
    expect(state).toMatchObject({ game: 'slot', balance: { wallet: 'real', balance: 100 }, current: null, fairness: { nonce: 0 } });
    const body = { amount: 2, idempotencyKey: key() };
    const spun = await play(app(), seat, 'POST', housePaths.spin, playResultSchema, body);
    expect(spun).toMatchObject({ amount: 2, nonce: 0, serverSeedHash: state.fairness?.serverSeedHash, clientSeed: state.fairness?.clientSeed });
    expect(spun.balance.balance).toBeCloseTo(100 - 2 + spun.payout, 2);
    const again = await play(app(), seat, 'POST', housePaths.spin, playResultSchema, body);
    expect(again.roundId).toBe(spun.roundId);
    expect(again.balance.balance).toBeCloseTo(spun.balance.balance, 2);
    const bets = await app().db.select().from(betRecord).where(eq(betRecord.memberId, seat.memberId));
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ vendor: 'HOUSE', roundId: spun.roundId, stake: 200n, status: spun.payout > 0 ? 'won' : 'lost' });
    expect(await failureOf(app(), seat, 'POST', housePaths.spin, { ...body, amount: 3 })).toEqual({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses a stake the wallet cannot cover with the real balance untouched, and stakes out of range', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 5_00n });
    expect(await failureOf(app(), seat, 'POST', housePaths.spin, { amount: 6, idempotencyKey: key() })).toEqual({ status: 422, code: 'INSUFFICIENT_FUNDS' });
    expect(await failureOf(app(), seat, 'POST', housePaths.spin, { amount: 0.5, idempotencyKey: key() })).toEqual({ status: 422, code: 'STAKE_OUT_OF_RANGE' });
    const state = await play(app(), seat, 'GET', housePath(housePaths.state, 'slot'), gameStateSchema);
    expect(state.balance.balance).toBe(5);
    const rows = await app().db.select().from(housePlay).where(eq(housePlay.memberId, seat.memberId));
    expect(rows.map((row) => row.status)).toEqual(['void']);
  });

  it('answers only the game session of that HOUSE game', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 5_00n });
    expect(await failureOf(app(), seat, 'GET', housePath(housePaths.state, 'dice'))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(await failureOf(app(), { ...seat, headers: {} }, 'GET', housePath(housePaths.state, 'slot'))).toEqual({ status: 401, code: 'NOT_LOGGED_IN' });
  });

  it('reveals the server seed on rotation, and the fairness check recomputes every play of the pair', async () => {
    const seat = await seatAt(app(), 'dice', { funds: 50_00n });
    const rolls = [];
    for (let index = 0; index < 3; index += 1) {
      rolls.push(await play(app(), seat, 'POST', housePaths.roll, playResultSchema, { amount: 1, target: 50, direction: 'under', idempotencyKey: key() }));
    }
    for (const rolled of rolls) {
      const roll = rolled.outcome.game === 'dice' ? rolled.outcome.roll : -1;
      expect(rolled.payout).toBe(roll < 50 ? 1.98 : 0);
    }
    const rotated = await play(app(), seat, 'POST', housePath(housePaths.rotateSeed, 'dice'), fairnessSchema, { clientSeed: 'my-own-seed' });
    expect(rotated).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0, previous: { serverSeedHash: rolls[0]?.serverSeedHash, lastNonce: 2 } });
    const revealed = rotated.previous?.serverSeed ?? '';
    for (const rolled of rolls) {
      const checked = await play(app(), seat, 'POST', housePaths.verify, verifyResultSchema, {
        game: 'dice',
        serverSeed: revealed,
        clientSeed: rolled.clientSeed,
        nonce: rolled.nonce,
      });
      expect(checked.serverSeedHash).toBe(rolled.serverSeedHash);
      expect(checked.outcome).toEqual(rolled.outcome);
    }
    const history = await play(app(), seat, 'GET', housePath(housePaths.history, 'dice'), historySchema);
    expect(history.rounds.map((round) => round.roundId)).toEqual(rolls.map((rolled) => rolled.roundId).reverse());
    expect(history.rounds[0]?.serverSeed).toBe(revealed);
  });

  it('recalls the last 10 rounds, newest first', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 100_00n });
    const spins = [];
    for (let index = 0; index < 12; index += 1)
      spins.push(await play(app(), seat, 'POST', housePaths.spin, playResultSchema, { amount: 1, idempotencyKey: key() }));
    const history = await play(app(), seat, 'GET', housePath(housePaths.history, 'slot'), historySchema);
    expect(history.rounds.map((round) => round.roundId)).toEqual(
      spins
        .slice(2)
        .map((spun) => spun.roundId)
        .reverse(),
    );
    expect(history.rounds[0]?.serverSeed).toBeNull();
  });

  it('keeps a trial account on play money: the real wallet never moves', async () => {
    const seat = await seatAt(app(), 'slot', { trial: true });
    const spun = await play(app(), seat, 'POST', housePaths.spin, playResultSchema, { amount: 10, idempotencyKey: key() });
    expect(spun.balance).toEqual({ wallet: 'play', balance: 2000 - 10 + spun.payout });
    const real = await app().inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: seat.siteHeaders });
    expect(real.json()).toMatchObject({ success: true, value: { sumBalance: 0 } });
    const [bet] = await app().db.select().from(betRecord).where(eq(betRecord.memberId, seat.memberId));
    expect(bet?.playMoney).toBe(true);
  });

  /** Spins with a wallet whose win call fails until one of them won something; answers what is owed. */
  async function unpaidSpins(seat: Awaited<ReturnType<typeof seatAt>>) {
    const real = houseContext(app());
    const broken = { ...real, wallet: { ...real.wallet, win: () => Promise.reject(new Error('network down')) } };
    let spun = await playPersonal(broken, seat.player, { game: 'slot', amount: 5, idempotencyKey: key() });
    for (let index = 0; index < 40 && spun.payout === 0; index += 1)
      spun = await playPersonal(broken, seat.player, { game: 'slot', amount: 5, idempotencyKey: key() });
    const unpaid = await app()
      .db.select()
      .from(housePlay)
      .where(and(eq(housePlay.memberId, seat.memberId), eq(housePlay.status, 'placed')));
    expect(unpaid.length).toBeGreaterThan(0);
    const balance = await real.wallet.balance({ sessionToken: seat.player.token, member: seat.player.session.username });
    return { owed: unpaid.reduce((sum, row) => sum + row.payout, 0n), before: balance.balance ?? 0, real };
  }
  const stillPlaced = async (memberId: number) =>
    app()
      .db.select()
      .from(housePlay)
      .where(and(eq(housePlay.memberId, memberId), eq(housePlay.status, 'placed')));

  it('finishes a spin whose win call failed: the retry job pays it exactly once', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 100_00n });
    const { owed, before, real } = await unpaidSpins(seat);
    // Within 5 s the play may still be paid by its own request; the retry job leaves it alone.
    clock.advance(5_000);
    await finishInterruptedPlays(real);
    expect(await stillPlaced(seat.memberId)).not.toHaveLength(0);
    clock.advance(1);
    await finishInterruptedPlays(real);
    await finishInterruptedPlays(real);
    const after = await play(app(), seat, 'GET', housePath(housePaths.state, 'slot'), gameStateSchema);
    expect(Math.round((after.balance.balance - before) * 100)).toBe(Number(owed));
    expect(await stillPlaced(seat.memberId)).toHaveLength(0);
  });

  it('pays what an interrupted spin owes when the game is opened again', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 100_00n });
    const { owed, before } = await unpaidSpins(seat);
    const relaunched = await play(app(), seat, 'GET', housePath(housePaths.state, 'slot'), gameStateSchema);
    expect(Math.round((relaunched.balance.balance - before) * 100)).toBe(Number(owed));
    expect(await stillPlaced(seat.memberId)).toHaveLength(0);
  });

  it('never overdraws under concurrent spins, and the ledger stays balanced', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 5_00n });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        app().inject({ method: 'POST', url: housePaths.spin, headers: seat.headers, payload: { amount: 1, idempotencyKey: key() } }),
      ),
    );
    for (const answer of answers) expect([200, 422]).toContain(answer.statusCode);
    const state = await play(app(), seat, 'GET', housePath(housePaths.state, 'slot'), gameStateSchema);
    expect(state.balance.balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });
});
