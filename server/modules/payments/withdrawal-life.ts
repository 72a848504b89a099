import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OpsDecision, OpsWithdrawal, Withdrawal, WithdrawalStatus } from '../../../src/contract/payments.ts';
import type { Db } from '../../db/index.ts';
import { withdrawalProof, withdrawalRequest } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { notifyPayment } from '../inbox/payment-messages.ts';
import type { Tx } from '../ledger/types.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';
import { currencyCode, move, recordAction } from './support.ts';
import type { UploadedImage } from '../uploads/form.ts';
import { memberWithdrawal, withdrawalById } from './withdrawal-views.ts';
import { pendingWithdrawalCode } from './withdrawals.ts';

type WithdrawalRow = typeof withdrawalRequest.$inferSelect;
export const operatorVerdicts = ['approve', 'pay', 'reject', 'refund', 'confirm'] as const;
export type OperatorVerdict = (typeof operatorVerdicts)[number];

/** Where each operator action may start and where it leaves the withdrawal. */
const transitions: Record<OperatorVerdict, { from: WithdrawalStatus[]; to: WithdrawalStatus }> = {
  approve: { from: ['pending'], to: 'approved' },
  pay: { from: ['approved'], to: 'paid' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
  // Only a disputed payment can be refunded: one received, by the member or by time, is final.
  refund: { from: ['not_received'], to: 'refunded' },
  confirm: { from: ['not_received'], to: 'received' },
};

async function lockWithdrawal(tx: Tx, id: number): Promise<WithdrawalRow> {
  const [row] = await tx.select().from(withdrawalRequest).where(eq(withdrawalRequest.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The money each operator action moves, keyed on the withdrawal so it can happen only once. */
async function moveFor(tx: Tx, verdict: OperatorVerdict, row: WithdrawalRow, currency: string, reason: string): Promise<void> {
  const pending = () => memberAccount(tx, row.memberId, pendingWithdrawalCode, currency);
  const main = () => memberAccount(tx, row.memberId, mainCode, currency);
  const paidOut = () => systemAccount(tx, 'withdrawals', currency);
  const common = { memberId: row.memberId, amount: row.amount, metadata: { withdrawalId: row.id, remark: reason } };
  if (verdict === 'pay') {
    await move(tx, { ...common, kind: 'withdrawal-payout', idempotencyKey: `withdrawal-payout/${row.id}`, from: await pending(), to: await paidOut() });
  } else if (verdict === 'reject') {
    await move(tx, { ...common, kind: 'withdrawal-refund', idempotencyKey: `withdrawal-refund/${row.id}`, from: await pending(), to: await main() });
  } else if (verdict === 'refund') {
    await move(tx, { ...common, kind: 'withdrawal-refund', idempotencyKey: `withdrawal-refund/${row.id}`, from: await paidOut(), to: await main() });
  }
}

function columnsFor(verdict: OperatorVerdict, actor: string, reason: string, now: Date): Partial<typeof withdrawalRequest.$inferInsert> {
  const to = transitions[verdict].to;
  if (verdict === 'approve') return { status: to, approvedBy: actor, approvedAt: now };
  if (verdict === 'pay') return { status: to, paidBy: actor, paidAt: now };
  if (verdict === 'confirm') return { status: to, receivedBy: 'operator', closedBy: actor, closedAt: now };
  return { status: to, rejectReason: reason, closedBy: actor, closedAt: now };
}

/**
 * An operator's step in a withdrawal's life. The row is locked first: of two operators acting at
 * once one wins and the other is told 409 with nothing moved.
 */
export async function decideWithdrawal(app: FastifyInstance, id: number, verdict: OperatorVerdict, decision: OpsDecision): Promise<OpsWithdrawal> {
  const actor = decision.actor ?? 'ops-api';
  const [currency, minutes] = await Promise.all([currencyCode(app), app.settings.get('withdrawalAutoReceiptMinutes')]);
  await app.db.transaction(async (tx) => {
    const row = await lockWithdrawal(tx, id);
    if (!transitions[verdict].from.includes(row.status)) throw new AppError('CONFLICT');
    await moveFor(tx, verdict, row, currency, decision.reason);
    const now = app.clock.now();
    await tx
      .update(withdrawalRequest)
      .set(columnsFor(verdict, actor, decision.reason, now))
      .where(eq(withdrawalRequest.id, id));
    if (verdict === 'pay') await notifyPayment(tx, 'withdrawalPaid', { memberId: row.memberId, id, amount: row.amount, currency, actor, now });
    await recordAction(tx, {
      actor,
      action: `withdrawal.${verdict}`,
      target: `withdrawal:${id}`,
      before: { status: row.status },
      after: { status: transitions[verdict].to },
      reason: decision.reason,
    });
  });
  return withdrawalById(app.db, id, minutes);
}

/** A paid withdrawal left alone this long counts as received; until then the member may dispute it. */
function receiptDue(row: WithdrawalRow, minutes: number, now: Date): boolean {
  return row.paidAt !== null && row.paidAt.getTime() + minutes * 60_000 <= now.getTime();
}

async function lockOwnPaid(tx: Tx, memberId: number, id: number, minutes: number, now: Date): Promise<WithdrawalRow> {
  const row = await lockWithdrawal(tx, id);
  if (row.memberId !== memberId) throw new AppError('NOT_FOUND');
  if (row.status !== 'paid' || receiptDue(row, minutes, now)) throw new AppError('CONFLICT');
  return row;
}

/** POST /wps/withdraw/requests/:id/received */
export async function confirmReceived(app: FastifyInstance, memberId: number, id: number): Promise<Withdrawal> {
  const minutes = await app.settings.get('withdrawalAutoReceiptMinutes');
  await app.db.transaction(async (tx) => {
    const now = app.clock.now();
    await lockOwnPaid(tx, memberId, id, minutes, now);
    await tx.update(withdrawalRequest).set({ status: 'received', receivedBy: 'member', closedAt: now }).where(eq(withdrawalRequest.id, id));
  });
  return memberWithdrawal(app.db, memberId, id, minutes);
}

/** POST /wps/withdraw/requests/:id/not-received — the proofs go to the operator, who refunds or confirms. */
export async function reportNotReceived(
  app: FastifyInstance,
  memberId: number,
  id: number,
  proofs: UploadedImage[],
  remark: string | undefined,
): Promise<Withdrawal> {
  const minutes = await app.settings.get('withdrawalAutoReceiptMinutes');
  await app.db.transaction(async (tx) => {
    await lockOwnPaid(tx, memberId, id, minutes, app.clock.now());
    await tx.insert(withdrawalProof).values(proofs.map((proof) => ({ withdrawalId: id, content: proof.content, contentType: proof.type })));
    await tx
      .update(withdrawalRequest)
      .set({ status: 'not_received', remark: remark ?? null })
      .where(eq(withdrawalRequest.id, id));
  });
  return memberWithdrawal(app.db, memberId, id, minutes);
}

/**
 * Marks every paid withdrawal past its time as received ('auto'). One UPDATE whose WHERE re-checks
 * the status, so any number of API processes may run it at once and each row flips exactly once.
 */
export async function applyAutomaticReceipts(db: Db, minutes: number, now: Date): Promise<number[]> {
  const cutoff = new Date(now.getTime() - minutes * 60_000);
  const rows = await db
    .update(withdrawalRequest)
    .set({ status: 'received', receivedBy: 'auto', closedAt: now })
    .where(and(eq(withdrawalRequest.status, 'paid'), lte(withdrawalRequest.paidAt, cutoff)))
    .returning({ id: withdrawalRequest.id });
  return rows.map((row) => row.id);
}
