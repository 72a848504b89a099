import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { houseCatalogue, scheduledGames, type Outcome, type ScheduledGame } from '../../../src/contract/house.ts';
import { toAmount } from '../../../src/contract/money.ts';
import { houseBet, housePlay, houseRound, member } from '../../db/schema.ts';
import type { HouseContext } from './access.ts';
import type { BetRow } from './betting.ts';
import { betReturn, scheduledRules } from '../../../src/rules/scheduled.ts';
import { outcomeOf } from './outcomes.ts';
import { abandonPlay, finishPlay, type PlayRow } from './personal.ts';
import { dueRounds, roundsAround, type RoundRow } from './rounds.ts';
import { walletIds, walletRefusal } from './wallet-calls.ts';

/** A settler holds a round this long; a crashed one's round is picked up again after it. */
const leaseMs = 60_000;
/** A play still 'placed' this long after its bet lost its win call; 'placing' this long lost its bet call. */
const unpaidAfterMs = 5_000;
const unplacedAfterMs = 30_000;

async function usernameOf(context: HouseContext, memberId: number): Promise<string> {
  const [row] = await context.app.db.select({ username: member.username }).from(member).where(eq(member.id, memberId));
  if (!row) throw new Error('bet of an unknown member');
  return row.username;
}

/** Claims the round for this settler (conditional UPDATE: one claimant per lease). */
async function claim(context: HouseContext, round: RoundRow, now: Date): Promise<boolean> {
  const claimed = await context.app.db
    .update(houseRound)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(houseRound.id, round.id), isNull(houseRound.settledAt), or(isNull(houseRound.leaseUntil), lt(houseRound.leaseUntil, now))))
    .returning({ id: houseRound.id });
  return claimed.length === 1;
}

/** The round's outcome from its committed seed; written once, the same on every re-run. */
async function fixOutcome(context: HouseContext, round: RoundRow): Promise<Outcome> {
  if (round.outcome) return round.outcome;
  const result = outcomeOf(round.game as ScheduledGame, { serverSeed: round.serverSeed, clientSeed: round.code, nonce: 0 });
  if (!result) throw new Error(`no outcome for round ${round.code}`);
  await context.app.db
    .update(houseRound)
    .set({ outcome: result.outcome })
    .where(and(eq(houseRound.id, round.id), isNull(houseRound.outcome)));
  return result.outcome;
}

/** One bet's money: a win (0 when lost) or the stake back; the wallet's txIds make a repeat move nothing. */
async function settleBet(context: HouseContext, round: RoundRow, bet: BetRow, outcome: Outcome, now: Date): Promise<void> {
  const game = round.game as ScheduledGame;
  const base = {
    sessionToken: await context.unseal(bet.sealedToken),
    member: await usernameOf(context, bet.memberId),
    roundId: round.code,
    gameCode: houseCatalogue[game].code,
    betTxId: walletIds.betTx(game, bet.id, 'bet'),
  };
  const result = bet.status === 'placing' ? 'void' : scheduledRules[game].result(bet.pick, outcome);
  if (result === 'void' || result === 'push') {
    const answer = await context.wallet.rollback({ ...base, txId: walletIds.betTx(game, bet.id, 'rollback') });
    if (answer.status !== 'OK') throw walletRefusal(answer);
  } else {
    const answer = await context.wallet.win({
      ...base,
      txId: walletIds.betTx(game, bet.id, 'win'),
      amount: toAmount(betReturn(bet.stake, bet.oddsCents, result)),
    });
    if (answer.status !== 'OK') throw walletRefusal(answer);
  }
  const payout = result === 'void' ? 0n : betReturn(bet.stake, bet.oddsCents, result);
  await context.app.db
    .update(houseBet)
    .set({ status: result, payout, settledAt: now })
    .where(and(eq(houseBet.id, bet.id), eq(houseBet.status, bet.status)));
}

/**
 * Settles one due round: outcome, then every bet still open, then the round. Safe to run from
 * several processes and again after a crash: the lease keeps one settler at a time, and every
 * money call is idempotent on its txId, so each bet is paid exactly once.
 */
export async function settleRound(context: HouseContext, round: RoundRow, now = context.app.clock.now()): Promise<boolean> {
  if (round.settledAt || now.getTime() < round.settlesAt.getTime()) return false;
  if (!(await claim(context, round, now))) return false;
  const { db } = context.app;
  const outcome = await fixOutcome(context, round);
  const bets = await db
    .select()
    .from(houseBet)
    .where(and(eq(houseBet.roundId, round.id), inArray(houseBet.status, ['placing', 'open'])));
  let unfinished = 0;
  for (const bet of bets) {
    try {
      await settleBet(context, round, bet, outcome, now);
    } catch (error) {
      unfinished += 1;
      context.app.log.error({ err: error, bet: bet.id, round: round.code }, 'HOUSE bet settlement failed; the round is retried');
    }
  }
  if (unfinished > 0) {
    await db.update(houseRound).set({ leaseUntil: null }).where(eq(houseRound.id, round.id));
    return false;
  }
  await db
    .update(houseRound)
    .set({ settledAt: now, leaseUntil: null })
    .where(and(eq(houseRound.id, round.id), isNull(houseRound.settledAt)));
  return true;
}

async function finishPlays(context: HouseContext, rows: PlayRow[]): Promise<void> {
  for (const row of rows) {
    try {
      const token = await context.unseal(row.sealedToken);
      const username = await usernameOf(context, row.memberId);
      if (row.status === 'placed') await finishPlay(context, row, token, username);
      else await abandonPlay(context, row, token, username);
    } catch (error) {
      context.app.log.error({ err: error, play: row.id }, 'HOUSE interrupted play not finished yet');
    }
  }
}

/** Finishes spins and rolls a failed call left half-done: pays the placed, gives back the unplaced. */
export async function finishInterruptedPlays(context: HouseContext, now = context.app.clock.now()): Promise<void> {
  const rows = await context.app.db
    .select()
    .from(housePlay)
    .where(
      or(
        and(eq(housePlay.status, 'placed'), lt(housePlay.updatedAt, new Date(now.getTime() - unpaidAfterMs))),
        and(eq(housePlay.status, 'placing'), lt(housePlay.updatedAt, new Date(now.getTime() - unplacedAfterMs))),
      ),
    )
    .limit(100);
  await finishPlays(context, rows);
}

/** On relaunch: the member's plays of the game still owed a payout are paid before the page shows the balance. */
export async function resumePlaysOf(context: HouseContext, memberId: number, game: string): Promise<void> {
  const rows = await context.app.db
    .select()
    .from(housePlay)
    .where(and(eq(housePlay.memberId, memberId), eq(housePlay.game, game), eq(housePlay.status, 'placed')));
  await finishPlays(context, rows);
}

/** One pass of HOUSE's clock: keep every scheduled game's rounds made, settle what is due, finish plays. */
export async function houseTick(context: HouseContext, now = context.app.clock.now()): Promise<void> {
  for (const game of scheduledGames) await roundsAround(context.app.db, game, now);
  for (const round of await dueRounds(context.app.db, now)) await settleRound(context, round, now);
  await finishInterruptedPlays(context, now);
}
