import { and, asc, eq } from 'drizzle-orm';
import { wageringRequirement } from '../../db/schema.ts';
import type { BetRow } from '../games/bet-records.ts';
import type { Tx } from '../ledger/types.ts';

/**
 * Counts the stakes of bets a win call settles for the first time towards the member's open
 * wagering requirements, oldest first, in the settling transaction. A stake counts once: only bets
 * still open before this settlement are counted, and play money never counts.
 */
export async function countTurnover(tx: Tx, bets: readonly BetRow[], now: Date): Promise<void> {
  const byMember = new Map<number, bigint>();
  for (const bet of bets) {
    if (bet.status !== 'open' || bet.playMoney) continue;
    byMember.set(bet.memberId, (byMember.get(bet.memberId) ?? 0n) + bet.stake);
  }
  for (const [memberId, staked] of byMember) {
    const open = await tx
      .select()
      .from(wageringRequirement)
      .where(and(eq(wageringRequirement.memberId, memberId), eq(wageringRequirement.status, 'open')))
      .orderBy(asc(wageringRequirement.id))
      .for('update');
    let left = staked;
    for (const row of open) {
      if (left <= 0n) break;
      const taken = row.required - row.done < left ? row.required - row.done : left;
      left -= taken;
      const done = row.done + taken;
      const finished = done >= row.required;
      await tx
        .update(wageringRequirement)
        .set(finished ? { done, status: 'done', closedAt: now } : { done })
        .where(eq(wageringRequirement.id, row.id));
    }
  }
}
