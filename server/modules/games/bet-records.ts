import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CategoryId } from '../../../src/content/schemas.ts';
import { betRecord } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

export type BetRow = typeof betRecord.$inferSelect;

export interface NewBet {
  memberId: number;
  vendor: string;
  gameVendor: string;
  category: CategoryId;
  gameCode: string;
  roundId: string;
  txId: string;
  stake: bigint;
  playMoney: boolean;
  placedAt: Date;
}

export async function insertBet(tx: Tx, bet: NewBet): Promise<void> {
  await tx.insert(betRecord).values(bet);
}

/** The member's bets a win settles, locked: one bet by its txId, or every bet of the round. */
export async function betsToSettle(tx: Tx, where: { vendor: string; memberId: number; roundId: string; betTxId?: string }): Promise<BetRow[]> {
  const scope = where.betTxId ? eq(betRecord.txId, where.betTxId) : eq(betRecord.roundId, where.roundId);
  return tx
    .select()
    .from(betRecord)
    .where(and(eq(betRecord.vendor, where.vendor), eq(betRecord.memberId, where.memberId), scope, ne(betRecord.status, 'void')))
    .orderBy(betRecord.id)
    .for('update');
}

/** Shares a payout over bets by stake; the last bet takes the rounding remainder, so nothing is lost. */
export function sharePayout(bets: readonly BetRow[], payout: bigint): bigint[] {
  const stakes = bets.reduce((sum, bet) => sum + bet.stake, 0n);
  const shares = bets.map((bet) => (payout * bet.stake) / stakes);
  const given = shares.reduce((sum, share) => sum + share, 0n);
  if (shares.length > 0) shares[shares.length - 1] = (shares[shares.length - 1] ?? 0n) + payout - given;
  return shares;
}

export async function settleBets(tx: Tx, bets: readonly BetRow[], payout: bigint, now: Date): Promise<void> {
  const shares = sharePayout(bets, payout);
  for (const [index, bet] of bets.entries()) {
    const total = bet.payout + (shares[index] ?? 0n);
    await tx
      .update(betRecord)
      .set({ payout: total, status: total > 0n ? 'won' : 'lost', settledAt: now })
      .where(eq(betRecord.id, bet.id));
  }
}

export async function findBetForUpdate(tx: Tx, vendor: string, txId: string): Promise<BetRow | undefined> {
  const [row] = await tx.select().from(betRecord).where(and(eq(betRecord.vendor, vendor), eq(betRecord.txId, txId))).for('update');
  return row;
}

export async function voidBets(tx: Tx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(betRecord).set({ status: 'void', settledAt: now }).where(inArray(betRecord.id, ids));
}
