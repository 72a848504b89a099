import { sql } from 'drizzle-orm';
import { AppError } from '../../http/envelope.ts';
import { databaseCause, raisedCode, valueOf } from '../../db/functions.ts';
import type { Leg, PostedTransfer, TransferRequest, Tx } from './types.ts';

/** The constraint that keeps member accounts at zero or above (migration 0002). */
const memberNotNegative = 'ledger_account_member_not_negative';

/** A lack of funds, whether `ledger_post` found it under its locks or the database's own guard did: nothing was written. */
export function isOverdrawn(error: unknown): boolean {
  const cause = databaseCause(error);
  return cause?.code === '23514' && cause.constraint === memberNotNegative;
}

/** A lack of funds is the caller's INSUFFICIENT_FUNDS; a reused key with a different request is IDEMPOTENCY_KEY_REUSED. */
function ledgerRefusal(error: unknown): never {
  if (isOverdrawn(error)) throw new AppError('INSUFFICIENT_FUNDS');
  if (raisedCode(error) === 'IDEMPOTENCY_KEY_REUSED') throw new AppError('IDEMPOTENCY_KEY_REUSED');
  throw error;
}

/** Legs as `ledger_post` and `ledger_fingerprint` take them: [[account id, "amount"], ...]. */
export const legsJson = (legs: readonly Leg[]) => JSON.stringify(legs.map((leg) => [leg.accountId, leg.amount.toString()]));

interface Posted {
  transferId: number;
  replayed: boolean;
  balances: Record<string, string>;
  metadata: Record<string, unknown>;
}

/** What `ledger_post` answered, as the callers read it. */
export const postedTransfer = (posted: Posted): PostedTransfer => ({
  transferId: Number(posted.transferId),
  replayed: posted.replayed,
  balances: new Map(Object.entries(posted.balances).map(([id, balance]) => [Number(id), BigInt(balance)])),
  metadata: posted.metadata,
});

/**
 * Posts one double-entry transfer inside the caller's transaction (`ledger_post`, migration 0016):
 * its legs sum to zero, member accounts never go below zero (INSUFFICIENT_FUNDS, and nothing is
 * written), each entry keeps the balance after it, and a repeated idempotency key returns the first
 * result and moves nothing. One round trip: the key's claim, the locks in account order, the checks
 * and the writes all happen inside it.
 */
export async function postTransfer(tx: Tx, request: TransferRequest): Promise<PostedTransfer> {
  if (request.legs.length < 2) throw new Error('a transfer needs at least two legs');
  if (request.legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n) throw new Error('transfer legs must sum to zero');
  if (request.legs.some((leg) => leg.amount === 0n)) throw new Error('a leg moves a non-zero amount');
  const posted = await valueOf<Posted>(
    tx,
    sql`select ledger_post(${request.ledger}, ${request.kind}, ${request.idempotencyKey}, ${request.memberId ?? null}::bigint, ${JSON.stringify(request.metadata ?? {})}::jsonb, ${legsJson(request.legs)}::jsonb) as value`,
  ).catch(ledgerRefusal);
  return postedTransfer(posted);
}
