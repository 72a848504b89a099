import { and, eq, inArray } from 'drizzle-orm';
import { betRecord } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

export type BetRow = typeof betRecord.$inferSelect;

export async function findBetForUpdate(tx: Tx, vendor: string, txId: string): Promise<BetRow | undefined> {
  const [row] = await tx
    .select()
    .from(betRecord)
    .where(and(eq(betRecord.vendor, vendor), eq(betRecord.txId, txId)))
    .for('update');
  return row;
}

export async function voidBets(tx: Tx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(betRecord).set({ status: 'void', settledAt: now }).where(inArray(betRecord.id, ids));
}
