import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ledgerAccount, ledgerEntry, ledgerTransfer } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { lockAccounts } from './accounts.ts';
import type { PostedTransfer, TransferRequest, Tx } from './types.ts';

/** What the request asks for, independent of leg order: the same key must mean the same movement. */
function fingerprintOf(request: TransferRequest): string {
  const legs = [...request.legs].map((leg) => `${leg.accountId}:${leg.amount}`).sort();
  return createHash('sha256').update(JSON.stringify([request.kind, request.memberId ?? null, legs])).digest('hex');
}

async function replay(tx: Tx, request: TransferRequest, fingerprint: string): Promise<PostedTransfer> {
  const [existing] = await tx
    .select()
    .from(ledgerTransfer)
    .where(and(eq(ledgerTransfer.ledger, request.ledger), eq(ledgerTransfer.idempotencyKey, request.idempotencyKey)));
  if (!existing) throw new Error('idempotency key conflict without a transfer');
  if (existing.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  const entries = await tx.select().from(ledgerEntry).where(eq(ledgerEntry.transferId, existing.id)).orderBy(ledgerEntry.id);
  const balances = new Map(entries.map((entry) => [entry.accountId, entry.balanceAfter]));
  return { transferId: existing.id, replayed: true, balances, metadata: existing.metadata };
}

/**
 * Posts one double-entry transfer inside the caller's transaction: its legs sum to zero, member
 * accounts never go below zero (INSUFFICIENT_FUNDS, and nothing is written), each entry keeps the
 * balance after it, and a repeated idempotency key returns the first result and moves nothing.
 */
export async function postTransfer(tx: Tx, request: TransferRequest): Promise<PostedTransfer> {
  if (request.legs.length < 2) throw new Error('a transfer needs at least two legs');
  if (request.legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n) throw new Error('transfer legs must sum to zero');
  if (request.legs.some((leg) => leg.amount === 0n)) throw new Error('a leg moves a non-zero amount');
  const fingerprint = fingerprintOf(request);
  const metadata = request.metadata ?? {};

  // Claim the key first: a concurrent duplicate waits here for the first to commit, then replays it.
  const [claimed] = await tx
    .insert(ledgerTransfer)
    .values({ ledger: request.ledger, kind: request.kind, idempotencyKey: request.idempotencyKey, fingerprint, memberId: request.memberId ?? null, metadata })
    .onConflictDoNothing({ target: [ledgerTransfer.ledger, ledgerTransfer.idempotencyKey] })
    .returning({ id: ledgerTransfer.id });
  if (!claimed) return replay(tx, request, fingerprint);

  const accounts = await lockAccounts(tx, request.legs.map((leg) => leg.accountId));
  const balances = new Map(accounts.map((account) => [account.id, account.balance]));
  const entries: (typeof ledgerEntry.$inferInsert)[] = [];
  for (const leg of request.legs) {
    const account = accounts.find((candidate) => candidate.id === leg.accountId);
    if (!account || account.ledger !== request.ledger) throw new Error(`account ${leg.accountId} is not on the ${request.ledger} ledger`);
    const after = (balances.get(leg.accountId) ?? 0n) + leg.amount;
    if (account.memberId !== null && after < 0n) throw new AppError('INSUFFICIENT_FUNDS');
    balances.set(leg.accountId, after);
    entries.push({ transferId: claimed.id, accountId: leg.accountId, amount: leg.amount, balanceAfter: after });
  }
  await tx.insert(ledgerEntry).values(entries);
  for (const [accountId, balance] of balances) {
    await tx.update(ledgerAccount).set({ balance }).where(eq(ledgerAccount.id, accountId));
  }
  return { transferId: claimed.id, replayed: false, balances, metadata };
}
