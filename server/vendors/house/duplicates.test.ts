import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housePaths, playResultSchema } from '../../../src/contract/house.ts';
import { betRecord, housePlay } from '../../db/schema.ts';
import { ledgerInvariants } from '../../modules/ledger/test-support.ts';
import { vendorEnv } from '../../modules/vendors/test-support.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { houseContext } from './access.ts';
import { placeBet } from './betting.ts';
import { failureOf, futureRound, key, play, seatAt } from './test-support.ts';

/** A retry with the same key answers as the first request did, even when it arrives while the first runs. */
describe('HOUSE duplicate requests', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp({ env: { ...vendorEnv, HOUSE_CLOCK_MS: '0' } });
  });
  afterAll(() => harness?.close());

  it('the same spin sent five times at once is played once, and every copy answers that play', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 100_00n });
    const body = { amount: 2, idempotencyKey: key() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app().inject({ method: 'POST', url: housePaths.spin, headers: seat.headers, payload: body })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const results = answers.map((answer) => playResultSchema.parse(answer.json().value));
    expect(new Set(results.map((result) => result.roundId)).size).toBe(1);
    expect(new Set(results.map((result) => result.payout)).size).toBe(1);
    const bets = await app().db.select().from(betRecord).where(eq(betRecord.memberId, seat.memberId));
    expect(bets).toHaveLength(1);
    const [first] = results;
    const again = await play(app(), seat, 'POST', housePaths.spin, playResultSchema, body);
    expect(again.balance.balance).toBeCloseTo(100 - 2 + (first?.payout ?? 0), 2);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('the retry of a play that was voided answers PLAY_VOIDED and moves nothing', async () => {
    const seat = await seatAt(app(), 'slot', { funds: 1_00n });
    const body = { amount: 5, idempotencyKey: key() };
    // The wallet refuses the stake, so the play is voided.
    expect(await failureOf(app(), seat, 'POST', housePaths.spin, body)).toEqual({ status: 422, code: 'INSUFFICIENT_FUNDS' });
    const rows = await app().db.select().from(housePlay).where(eq(housePlay.memberId, seat.memberId));
    expect(rows.map((row) => row.status)).toEqual(['void']);
    expect(await failureOf(app(), seat, 'POST', housePaths.spin, body)).toEqual({ status: 409, code: 'PLAY_VOIDED' });
    const bets = await app().db.select().from(betRecord).where(eq(betRecord.memberId, seat.memberId));
    expect(bets).toHaveLength(0);
  });

  it('the same scheduled bet sent three times at once is placed once, and every copy answers it', async () => {
    const seat = await seatAt(app(), 'derby', { funds: 100_00n });
    const { round, betting } = await futureRound(app(), 'derby');
    const request = { game: 'derby' as const, roundId: round.code, pick: 'meron', amount: 10, idempotencyKey: key() };
    const placed = await Promise.all([1, 2, 3].map(() => placeBet(houseContext(app()), seat.player, request, betting)));
    expect(new Set(placed.map((answer) => answer.bet.betId)).size).toBe(1);
    expect(placed.map((answer) => answer.balance)).toEqual([90, 90, 90]);
    const bets = await app().db.select().from(betRecord).where(eq(betRecord.memberId, seat.memberId));
    expect(bets).toHaveLength(1);
  });

  it('the retry of a scheduled bet that was voided answers PLAY_VOIDED', async () => {
    const seat = await seatAt(app(), 'derby', { funds: 5_00n });
    const { round, betting } = await futureRound(app(), 'derby');
    const request = { game: 'derby' as const, roundId: round.code, pick: 'wala', amount: 10, idempotencyKey: key() };
    await expect(placeBet(houseContext(app()), seat.player, request, betting)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(placeBet(houseContext(app()), seat.player, request, betting)).rejects.toMatchObject({ code: 'PLAY_VOIDED' });
  });
});
