import { and, desc, eq } from 'drizzle-orm';
import { houseWalletVendor } from '../../../src/contract/house.ts';
import { toAmount } from '../../../src/contract/money.ts';
import type { z } from 'zod';
import type { recallRoundSchema } from '../../../src/contract/protection.ts';
import type { Db } from '../../db/index.ts';
import { betRecord, housePlay, houseRound, houseSeed } from '../../db/schema.ts';
import type { Catalog } from '../catalog/repository.ts';

type RecallRound = z.infer<typeof recallRoundSchema>;
type Fairness = RecallRound['fairness'];

/** A personal play's round id names the play (`slot-p42`); a scheduled round's is the round's code. */
const personalRound = /^[a-z]+-p(\d+)$/;

/** What recomputes a HOUSE round at /house/fair; the server seed only once it is revealed. */
async function fairnessOf(db: Db, memberId: number, roundId: string): Promise<Fairness> {
  const play = personalRound.exec(roundId);
  if (play) {
    const [row] = await db
      .select({ nonce: housePlay.nonce, seed: houseSeed })
      .from(housePlay)
      .innerJoin(houseSeed, eq(houseSeed.id, housePlay.seedId))
      .where(and(eq(housePlay.id, Number(play[1])), eq(housePlay.memberId, memberId)));
    if (!row) return null;
    return {
      serverSeedHash: row.seed.serverSeedHash,
      serverSeed: row.seed.active ? null : row.seed.serverSeed,
      clientSeed: row.seed.clientSeed,
      nonce: row.nonce,
    };
  }
  const [round] = await db.select().from(houseRound).where(eq(houseRound.code, roundId));
  if (!round) return null;
  return { serverSeedHash: round.serverSeedHash, serverSeed: round.settledAt ? round.serverSeed : null, clientSeed: round.code, nonce: 0 };
}

/** The member's last rounds of one game (by catalogue id or game code), newest first, with HOUSE's fairness proof. */
export async function recallRounds(db: Db, catalog: Catalog, memberId: number, gameId: string, limit: number): Promise<RecallRound[]> {
  const code = catalog.games.find((game) => game.id === gameId)?.code ?? gameId;
  const rows = await db
    .select()
    .from(betRecord)
    .where(and(eq(betRecord.memberId, memberId), eq(betRecord.gameCode, code)))
    .orderBy(desc(betRecord.placedAt), desc(betRecord.id))
    .limit(limit);
  return Promise.all(
    rows.map(async (row) => ({
      roundId: row.roundId,
      game: row.gameCode,
      stake: toAmount(row.stake),
      payout: toAmount(row.payout),
      status: row.status,
      placedAt: row.placedAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
      fairness: row.vendor === houseWalletVendor ? await fairnessOf(db, memberId, row.roundId) : null,
    })),
  );
}
