import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { VendorAnswer, VendorOperation } from '../../../src/contract/vendor.ts';
import { vendorTransaction } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';

type MoneyOperation = Exclude<VendorOperation, 'balance'>;
export type VendorTransactionRow = typeof vendorTransaction.$inferSelect;

export function fingerprintOf(parts: readonly (string | number | bigint)[]): string {
  return createHash('sha256').update(parts.map(String).join('\u0000')).digest('hex');
}

/** Written with the claim and replaced by the real answer before the transaction commits. */
const pending: VendorAnswer = { status: 'OK', balance: null, currency: null };

export type Claim = { fresh: true; id: number } | { fresh: false; row: VendorTransactionRow };

/**
 * Takes (vendor, operation, txId) for this call. A concurrent repeat waits on the unique index
 * until the first commits, then finds its row; a refused first call rolls back and frees the id.
 */
export async function claimTransaction(
  tx: Tx,
  values: { vendor: string; operation: MoneyOperation; txId: string; memberId: number; fingerprint: string; tombstone?: boolean; answer?: VendorAnswer },
): Promise<Claim> {
  const [claimed] = await tx
    .insert(vendorTransaction)
    .values({ ...values, answer: values.answer ?? pending })
    .onConflictDoNothing({ target: [vendorTransaction.vendor, vendorTransaction.operation, vendorTransaction.txId] })
    .returning({ id: vendorTransaction.id });
  if (claimed) return { fresh: true, id: claimed.id };
  const [row] = await tx
    .select()
    .from(vendorTransaction)
    .where(and(eq(vendorTransaction.vendor, values.vendor), eq(vendorTransaction.operation, values.operation), eq(vendorTransaction.txId, values.txId)));
  if (!row) throw new Error('vendor transaction conflict without a row');
  return { fresh: false, row };
}

export async function saveAnswer(tx: Tx, id: number, answer: VendorAnswer): Promise<VendorAnswer> {
  await tx.update(vendorTransaction).set({ answer }).where(eq(vendorTransaction.id, id));
  return answer;
}
