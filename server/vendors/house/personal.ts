import { and, eq } from 'drizzle-orm';
import { houseCatalogue, type PlayResult } from '../../../src/contract/house.ts';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import { housePlay, houseSeed } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { walletOf, type HouseContext, type Player } from './access.ts';
import type { SeedInput } from './fair.ts';
import { dicePayout, type DiceBet } from '../../../src/rules/dice.ts';
import { afterFirstRequest, firstAnswerWaitMs } from './first-answer.ts';
import { outcomeOf } from './outcomes.ts';
import { takeNonce } from './seeds.ts';
import { slotPayout } from '../../../src/rules/slot/engine.ts';
import { instantRules } from '../../../src/rules/instant/catalogue.ts';
import { unit } from '../../../src/rules/instant/types.ts';
import { checkStake, walletIds, walletRefusal } from './wallet-calls.ts';

export type PlayRow = typeof housePlay.$inferSelect;

export interface PlayRequest {
  /** 'slot', 'dice', or an instant game's catalogue code: the key of its seed pairs and plays. */
  game: string;
  amount: number;
  idempotencyKey: string;
  /** The dice bet; the slot takes none. */
  dice?: DiceBet;
  /** An instant game's pick. */
  pick?: string;
}

/** The catalogue code a play's wallet calls name. */
export const gameCodeOf = (game: string): string => (game === 'slot' || game === 'dice' ? houseCatalogue[game].code : game);

function payoutOf(request: PlayRequest, stake: bigint, seed: SeedInput) {
  const result = outcomeOf(request.game, seed);
  if (!result) throw new Error('personal game without an outcome');
  const { outcome } = result;
  if (outcome.game === 'slot') return { outcome, payout: slotPayout(stake, outcome) };
  if (outcome.game === 'dice' && request.dice) return { outcome, payout: dicePayout(stake, request.dice, outcome) };
  if (outcome.game === 'instant' && request.pick !== undefined) {
    const basis = instantRules(outcome.code)?.pays(request.pick, outcome.detail, seed.nonce) ?? null;
    if (basis === null) throw new AppError('VALIDATION_FAILED');
    return { outcome, payout: (stake * BigInt(basis)) / BigInt(unit) };
  }
  throw new AppError('VALIDATION_FAILED');
}

const paramsOf = (request: PlayRequest): Record<string, string | number> =>
  request.dice ? { target: request.dice.target, direction: request.dice.direction } : request.pick !== undefined ? { pick: request.pick } : {};

/**
 * Fixes the outcome with the next nonce and books nothing yet: the row is the play's promise.
 * Undefined when a concurrent request with the same key wrote it first.
 */
async function reserve(context: HouseContext, player: Player, request: PlayRequest, stake: bigint): Promise<PlayRow | undefined> {
  const sealedToken = await context.seal(player.token);
  return context.app.db.transaction(async (tx) => {
    const { seed, nonce } = await takeNonce(tx, player.session.memberId, request.game);
    const { outcome, payout } = payoutOf(request, stake, { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce });
    const now = context.app.clock.now();
    const [row] = await tx
      .insert(housePlay)
      .values({
        memberId: player.session.memberId,
        game: request.game,
        seedId: seed.id,
        nonce,
        idempotencyKey: request.idempotencyKey,
        sessionId: player.session.id,
        sealedToken,
        playMoney: player.session.playMoney,
        stake,
        payout,
        params: paramsOf(request),
        outcome,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  });
}

async function setStatus(context: HouseContext, row: PlayRow, status: PlayRow['status']): Promise<void> {
  await context.app.db.update(housePlay).set({ status, updatedAt: context.app.clock.now() }).where(eq(housePlay.id, row.id));
  row.status = status;
}

/**
 * Pays a placed play (0 settles a loss). Also the retry job's way to finish a play whose win
 * call failed: the same txId makes a repeat a no-op in the wallet.
 */
export async function finishPlay(context: HouseContext, row: PlayRow, token: string, username: string): Promise<number | null> {
  const game = row.game;
  const answer = await context.wallet.win({
    sessionToken: token,
    member: username,
    txId: walletIds.playTx(game, row.id, 'win'),
    betTxId: walletIds.playTx(game, row.id, 'bet'),
    roundId: walletIds.playRound(game, row.id),
    gameCode: gameCodeOf(game),
    amount: toAmount(row.payout),
  });
  if (answer.status !== 'OK') throw walletRefusal(answer);
  await setStatus(context, row, 'settled');
  return answer.balance;
}

/** Gives back (or tombstones) the stake of a play whose bet call never answered. */
export async function abandonPlay(context: HouseContext, row: PlayRow, token: string, username: string): Promise<void> {
  const game = row.game;
  const answer = await context.wallet.rollback({
    sessionToken: token,
    member: username,
    txId: walletIds.playTx(game, row.id, 'rollback'),
    betTxId: walletIds.playTx(game, row.id, 'bet'),
    roundId: walletIds.playRound(game, row.id),
    gameCode: gameCodeOf(game),
  });
  if (answer.status !== 'OK') throw walletRefusal(answer);
  await setStatus(context, row, 'void');
}

function resultOf(row: PlayRow, seedHash: string, clientSeed: string, player: Player, balance: number | null): PlayResult {
  return {
    roundId: walletIds.playRound(row.game, row.id),
    amount: toAmount(row.stake),
    payout: toAmount(row.payout),
    outcome: row.outcome,
    nonce: row.nonce,
    serverSeedHash: seedHash,
    clientSeed,
    balance: { wallet: walletOf(player), balance: balance ?? 0 },
  };
}

/**
 * A spin or a roll in one call: the outcome is fixed first, then the stake and the payout go
 * through the seamless wallet. A retry with the same key answers the first play.
 */
export async function playPersonal(context: HouseContext, player: Player, request: PlayRequest): Promise<PlayResult> {
  const stake = toMinorUnits(request.amount);
  checkStake(stake);
  const { db } = context.app;
  const memberId = player.session.memberId;
  const earlier = async () => {
    const [found] = await db
      .select()
      .from(housePlay)
      .where(and(eq(housePlay.memberId, memberId), eq(housePlay.game, request.game), eq(housePlay.idempotencyKey, request.idempotencyKey)));
    return found;
  };
  // Recently touched: another request is working on it; older, a crash left it and this retry resumes it.
  const inProgress = (found: PlayRow) =>
    (found.status === 'placing' || found.status === 'placed') && Date.now() - found.updatedAt.getTime() < firstAnswerWaitMs;
  const row =
    (await afterFirstRequest(earlier, inProgress)) ?? (await reserve(context, player, request, stake)) ?? (await afterFirstRequest(earlier, inProgress));
  if (!row) throw new Error('a play neither written nor found');
  if (row.stake !== stake || JSON.stringify(row.params) !== JSON.stringify(paramsOf(request))) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (row.status === 'void') throw new AppError('PLAY_VOIDED');
  const username = player.session.username;
  let balance: number | null = null;
  if (row.status === 'placing') {
    const answer = await context.wallet.bet({
      sessionToken: player.token,
      member: username,
      txId: walletIds.playTx(request.game, row.id, 'bet'),
      roundId: walletIds.playRound(request.game, row.id),
      gameCode: gameCodeOf(request.game),
      amount: toAmount(stake),
    });
    if (answer.status !== 'OK') {
      await setStatus(context, row, 'void');
      throw walletRefusal(answer);
    }
    await setStatus(context, row, 'placed');
    balance = answer.balance;
  }
  if (row.status === 'placed') {
    try {
      balance = await finishPlay(context, row, player.token, username);
    } catch (error) {
      // The stake is booked and the outcome fixed: the retry job pays it; the member sees the result now.
      context.app.log.warn({ err: error, play: row.id }, 'HOUSE win call failed; the retry job will finish it');
    }
  }
  if (balance === null) balance = (await context.wallet.balance({ sessionToken: player.token, member: username })).balance;
  const seed = await seedOfPlay(context, row);
  return resultOf(row, seed.serverSeedHash, seed.clientSeed, player, balance);
}

async function seedOfPlay(context: HouseContext, row: PlayRow) {
  const [seed] = await context.app.db.select().from(houseSeed).where(eq(houseSeed.id, row.seedId));
  if (!seed) throw new Error('play without its seed');
  return seed;
}
