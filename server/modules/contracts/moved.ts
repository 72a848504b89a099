import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { agentContract } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { recordAction } from '../payments/support.ts';
import { notifyAutomaticEnd } from './ended-messages.ts';
import { endContract } from './repository.ts';
import { contractNotes } from '../../../src/contract/contract-notes.ts';

/**
 * A member moved under another agent no longer has its former upline as its direct upline, and a
 * contract only stands between an agent and its direct downline: the contracts the former upline
 * gave it (valid or still offered) end with the move, audited, in their history and in both
 * agents' inboxes. Contracts the moved agent gave its own downline moved with it and stand.
 */
export async function endContractsOfMove(tx: Tx, move: { memberId: number; uplineId: number; actor: string; reason: string; now: Date }): Promise<number> {
  const stale = await tx
    .select()
    .from(agentContract)
    .where(
      and(
        eq(agentContract.holderId, move.memberId),
        isNotNull(agentContract.offererId),
        ne(agentContract.offererId, move.uplineId),
        inArray(agentContract.status, ['P', 'E', 'V']),
      ),
    )
    .for('update');
  let ended = 0;
  for (const contract of stale) {
    const status = contract.status === 'V' ? 'C' : 'X';
    const reason = contractNotes.moved();
    if (!(await endContract(tx, contract, { status, actor: 'system', reason, at: move.now }))) continue;
    await recordAction(tx, {
      actor: move.actor,
      action: 'contract.end-moved',
      target: `contract:${contract.id}`,
      before: { status: contract.status },
      after: { status },
      reason: move.reason,
    });
    await notifyAutomaticEnd(tx, contract, 'moved', move.now);
    ended += 1;
  }
  return ended;
}
