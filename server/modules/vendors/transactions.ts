import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { VendorAnswer, VendorOperation } from '../../../src/contract/vendor.ts';
import { valueOf } from '../../db/functions.ts';
import { vendorTransaction } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

type MoneyOperation = Exclude<VendorOperation, 'balance'>;

export function fingerprintOf(parts: readonly (string | number | bigint)[]): string {
  return createHash('sha256').update(parts.map(String).join('\u0000')).digest('hex');
}

/** The call that first took a txId: who it was for, what it asked, and what it was answered. */
export interface ClaimedCall {
  memberId: number;
  fingerprint: string;
  tombstone: boolean;
  answer: VendorAnswer;
}

/** `vendor_claim`'s answer (migration 0016): the new claim's id, or the call that holds the txId. */
export type Claim = { id: number } | { row: ClaimedCall };

/**
 * Takes (vendor, operation, txId) for this call. A concurrent repeat waits on the unique index
 * until the first commits, then finds its row; a refused first call rolls back and frees the id.
 */
export async function claimTransaction(
  tx: Tx,
  values: { vendor: string; operation: MoneyOperation; txId: string; memberId: number; fingerprint: string; tombstone?: boolean; answer?: VendorAnswer },
): Promise<Claim> {
  return valueOf<Claim>(
    tx,
    sql`select vendor_claim(${values.vendor}, ${values.operation}, ${values.txId}, ${values.memberId}::bigint, ${values.fingerprint}, ${values.tombstone ?? false}, ${values.answer ? JSON.stringify(values.answer) : null}::jsonb) as value`,
  );
}

export async function saveAnswer(tx: Tx, id: number, answer: VendorAnswer): Promise<VendorAnswer> {
  await tx.update(vendorTransaction).set({ answer }).where(eq(vendorTransaction.id, id));
  return answer;
}
