import { and, desc, eq, inArray } from 'drizzle-orm';
import { houseCatalogue, type HouseBet, type ScheduledGame } from '../../../src/contract/house.ts';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { Db } from '../../db/index.ts';
import { houseBet, houseRound } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { HouseContext, Player } from './access.ts';
import { scheduledRules } from '../../../src/rules/scheduled.ts';
import { afterFirstRequest, firstAnswerWaitMs } from './first-answer.ts';
import { phaseOf } from './rounds.ts';
import { checkStake, walletIds, walletRefusal } from './wallet-calls.ts';

export type BetRow = typeof houseBet.$inferSelect;

export interface BetRequest {
  game: ScheduledGame;
  roundId: string;
  pick: string;
  amount: number;
  idempotencyKey: string;
}

const betStatus = (status: BetRow['status']): HouseBet['status'] => (status === 'placing' ? 'open' : status);

export function betView(row: BetRow, roundCode: string): HouseBet {
  return {
    betId: String(row.id),
    roundId: roundCode,
    pick: row.pick,
    amount: toAmount(row.stake),
    odds: row.oddsCents / 100,
    payout: toAmount(row.payout),
    status: betStatus(row.status),
    placedAt: row.createdAt.toISOString(),
  };
}

/** The member's bets on one round that the wallet took (or may still take). */
export async function betsOnRound(db: Db, memberId: number, roundId: number): Promise<BetRow[]> {
  return db
    .select()
    .from(houseBet)
    .where(and(eq(houseBet.memberId, memberId), eq(houseBet.roundId, roundId), inArray(houseBet.status, ['placing', 'open', 'won', 'lost', 'push'])))
    .orderBy(desc(houseBet.id));
}

/**
 * A bet on the round open now: checked against the round's clock and markets, written as
 * 'placing', then booked through the seamless wallet. A retry with the same key answers the first bet.
 */
export async function placeBet(
  context: HouseContext,
  player: Player,
  request: BetRequest,
  now = context.app.clock.now(),
): Promise<{ bet: HouseBet; balance: number }> {
  const { db } = context.app;
  const stake = toMinorUnits(request.amount);
  checkStake(stake);
  const memberId = player.session.memberId;
  const [round] = await db
    .select()
    .from(houseRound)
    .where(and(eq(houseRound.code, request.roundId), eq(houseRound.game, request.game)));
  if (!round) throw new AppError('NOT_FOUND');
  const odds = scheduledRules[request.game].oddsOf(request.pick, round.number);
  if (odds === null) throw new AppError('VALIDATION_FAILED');
  const find = async () => {
    const [found] = await db
      .select()
      .from(houseBet)
      .where(and(eq(houseBet.memberId, memberId), eq(houseBet.game, request.game), eq(houseBet.idempotencyKey, request.idempotencyKey)));
    return found;
  };
  // A bet still 'placing' shortly after it was written belongs to a request that is running now.
  const placing = (found: BetRow) => found.status === 'placing' && Date.now() - found.createdAt.getTime() < firstAnswerWaitMs;
  /** The answer to a retry: the first bet as it stands, once its own request is done with it. */
  const answerEarlier = async (found: BetRow) => {
    if (found.roundId !== round.id || found.pick !== request.pick || found.stake !== stake) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (found.status === 'void') throw new AppError('PLAY_VOIDED');
    if (found.status === 'placing') return null;
    const answer = await context.wallet.balance({ sessionToken: player.token, member: player.session.username });
    return { bet: betView(found, round.code), balance: answer.balance ?? 0 };
  };
  const earlier = await afterFirstRequest(find, placing);
  if (earlier) {
    const answered = await answerEarlier(earlier);
    if (answered) return answered;
  }
  if (now.getTime() < round.opensAt.getTime() || phaseOf(round, now) !== 'betting') throw new AppError('BETTING_CLOSED');
  let row = earlier;
  if (!row) {
    const sealedToken = await context.seal(player.token);
    [row] = await db
      .insert(houseBet)
      .values({
        roundId: round.id,
        memberId,
        game: request.game,
        pick: request.pick,
        oddsCents: Math.round(odds * 100),
        idempotencyKey: request.idempotencyKey,
        sessionId: player.session.id,
        sealedToken,
        playMoney: player.session.playMoney,
        stake,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // A request with the same key wrote it first: answer as it does.
      const first = await afterFirstRequest(find, placing);
      const answered = first ? await answerEarlier(first) : null;
      if (answered) return answered;
      if (!first) throw new Error('a bet neither written nor found');
      row = first;
    }
  }
  const answer = await context.wallet.bet({
    sessionToken: player.token,
    member: player.session.username,
    txId: walletIds.betTx(request.game, row.id, 'bet'),
    roundId: round.code,
    gameCode: houseCatalogue[request.game].code,
    amount: toAmount(stake),
  });
  if (answer.status !== 'OK') {
    await db
      .update(houseBet)
      .set({ status: 'void', settledAt: now })
      .where(and(eq(houseBet.id, row.id), eq(houseBet.status, 'placing')));
    throw walletRefusal(answer);
  }
  await db
    .update(houseBet)
    .set({ status: 'open' })
    .where(and(eq(houseBet.id, row.id), eq(houseBet.status, 'placing')));
  return { bet: betView({ ...row, status: 'open' }, round.code), balance: answer.balance ?? 0 };
}
