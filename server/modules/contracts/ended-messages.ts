import { inArray } from 'drizzle-orm';
import { member } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { sendInboxMessage } from '../inbox/send.ts';
import type { Contract } from './repository.ts';

/** Why the platform ended a contract without either side asking; each has its own explanation. */
export type AutomaticEnd = 'higherRate' | 'moved';

/**
 * Tells both agents of a contract the platform ended on its own (issue 10), in the transaction that
 * ended it. Title and body are catalogue keys, so each agent reads them in their own language.
 */
export async function notifyAutomaticEnd(tx: Tx, contract: Contract, why: AutomaticEnd, now: Date): Promise<void> {
  const ids = contract.offererId === null ? [contract.holderId] : [contract.holderId, contract.offererId];
  const names = new Map(
    (await tx.select({ id: member.id, username: member.username }).from(member).where(inArray(member.id, ids))).map((row) => [row.id, row.username]),
  );
  const params = {
    id: contract.id,
    holder: names.get(contract.holderId) ?? '',
    offerer: contract.offererId === null ? '' : (names.get(contract.offererId) ?? ''),
  };
  for (const memberId of ids) {
    await sendInboxMessage(
      tx,
      { memberId },
      {
        kind: 'account',
        title: `inbox.contractEnded.title.${contract.kind}`,
        body: `inbox.contractEnded.${why}.body`,
        params,
        sentBy: 'system',
        now,
      },
    );
  }
}
