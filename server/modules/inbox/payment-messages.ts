import { toAmount } from '../../../src/contract/money.ts';
import type { Tx } from '../ledger/types.ts';
import { sendInboxMessage } from './send.ts';

const templates = {
  withdrawalPaid: { title: 'inbox.withdrawalPaid.title', body: 'inbox.withdrawalPaid.body' },
  depositApproved: { title: 'inbox.depositApproved.title', body: 'inbox.depositApproved.body' },
} as const;

/** Tells the member, in the same transaction as the money moves, that a payment of theirs went through. */
export async function notifyPayment(
  tx: Tx,
  event: keyof typeof templates,
  payment: { memberId: number; id: number; amount: bigint; currency: string; actor: string; now: Date },
): Promise<void> {
  await sendInboxMessage(
    tx,
    { memberId: payment.memberId },
    {
      kind: 'account',
      ...templates[event],
      params: { id: payment.id, amount: toAmount(payment.amount).toFixed(2), currency: payment.currency },
      sentBy: payment.actor,
      now: payment.now,
    },
  );
}
