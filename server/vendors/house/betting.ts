import { and, desc, eq, inArray } from 'drizzle-orm';
import { houseCatalogue, type HouseBet, type ScheduledGame } from '../../../src/contract/house.ts';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { Db } from '../../db/index.ts';
import { houseBet, houseRound } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { HouseContext, Player } from './access.ts';
import { scheduledRules } from '../../../src/house/rules/scheduled.ts';
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
export async function placeBet(context: HouseContext, player: Player, request: BetRequest, now = context.app.clock.now()): Promise<{ bet: HouseBet; balance: number }> {
  const { db } = context.app;
  const stake = toMinorUnits(request.amount);
  checkStake(stake);
  const memberId = player.session.memberId;
  const [round] = await db.select().from(houseRound).where(and(eq(houseRound.code, request.roundId), eq(houseRound.game, request.game)));
  if (!round) throw new AppError('NOT_FOUND');
  const odds = scheduledRules[request.game].oddsOf(request.pick, round.number);
  if (odds === null) throw new AppError('VALIDATION_FAILED');
  const [earlier] = await db
    .select()
    .from(houseBet)
    .where(and(eq(houseBet.memberId, memberId), eq(houseBet.game, request.game), eq(houseBet.idempotencyKey, request.idempotencyKey)));
  if (earlier) {
    if (earlier.roundId !== round.id || earlier.pick !== request.pick || earlier.stake !== stake) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (earlier.status === 'void') throw new AppError('CONFLICT');
    if (earlier.status !== 'placing') {
      const answer = await context.wallet.balance({ sessionToken: player.token, member: player.session.username });
      return { bet: betView(earlier, round.code), balance: answer.balance ?? 0 };
    }
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
    if (!row) throw new AppError('CONFLICT');
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
    await db.update(houseBet).set({ status: 'void', settledAt: now }).where(and(eq(houseBet.id, row.id), eq(houseBet.status, 'placing')));
    throw walletRefusal(answer);
  }
  await db.update(houseBet).set({ status: 'open' }).where(and(eq(houseBet.id, row.id), eq(houseBet.status, 'placing')));
  return { bet: betView({ ...row, status: 'open' }, round.code), balance: answer.balance ?? 0 };
}
