import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { historyEntrySchema, ScheduledGame } from '../../../src/contract/house.ts';
import { toAmount } from '../../../src/contract/money.ts';
import type { Db } from '../../db/index.ts';
import { houseBet, housePlay, houseRound, houseSeed } from '../../db/schema.ts';
import { betView } from './betting.ts';
import { isScheduled } from './outcomes.ts';
import { walletIds } from './wallet-calls.ts';

type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historySize = 10;

/** The member's last spins or rolls, with the seed revealed once its pair was rotated. */
async function personalHistory(db: Db, memberId: number, game: string): Promise<HistoryEntry[]> {
  const rows = await db
    .select({ play: housePlay, seed: houseSeed })
    .from(housePlay)
    .innerJoin(houseSeed, eq(houseSeed.id, housePlay.seedId))
    .where(and(eq(housePlay.memberId, memberId), eq(housePlay.game, game), ne(housePlay.status, 'void')))
    .orderBy(desc(housePlay.id))
    .limit(historySize);
  return rows.map(({ play, seed }) => ({
    roundId: walletIds.playRound(game, play.id),
    at: play.createdAt.toISOString(),
    stake: toAmount(play.stake),
    payout: toAmount(play.payout),
    outcome: play.outcome,
    bets: [],
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.active ? null : seed.serverSeed,
    clientSeed: seed.clientSeed,
    nonce: play.nonce,
  }));
}

/** The member's last rounds with a bet, each with its bets; seed and outcome once settled. */
async function roundHistory(db: Db, memberId: number, game: ScheduledGame): Promise<HistoryEntry[]> {
  const bets = await db
    .select()
    .from(houseBet)
    .where(and(eq(houseBet.memberId, memberId), eq(houseBet.game, game), ne(houseBet.status, 'void')))
    .orderBy(desc(houseBet.roundId), desc(houseBet.id))
    .limit(historySize * 20);
  const roundIds = [...new Set(bets.map((bet) => bet.roundId))].slice(0, historySize);
  if (roundIds.length === 0) return [];
  const rounds = await db.select().from(houseRound).where(inArray(houseRound.id, roundIds));
  const byId = new Map(rounds.map((round) => [round.id, round]));
  return roundIds.flatMap((id) => {
    const round = byId.get(id);
    if (!round) return [];
    const mine = bets.filter((bet) => bet.roundId === id);
    const settled = round.settledAt !== null;
    return [
      {
        roundId: round.code,
        at: round.settlesAt.toISOString(),
        stake: toAmount(mine.reduce((sum, bet) => sum + bet.stake, 0n)),
        payout: toAmount(mine.reduce((sum, bet) => sum + bet.payout, 0n)),
        outcome: settled ? round.outcome : null,
        bets: mine.map((bet) => betView(bet, round.code)),
        serverSeedHash: round.serverSeedHash,
        serverSeed: settled ? round.serverSeed : null,
        clientSeed: round.code,
        nonce: 0,
      },
    ];
  });
}

export function historyOf(db: Db, memberId: number, game: string): Promise<HistoryEntry[]> {
  return isScheduled(game) ? roundHistory(db, memberId, game) : personalHistory(db, memberId, game);
}
