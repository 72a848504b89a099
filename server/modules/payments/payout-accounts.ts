import { and, asc, eq, isNull } from 'drizzle-orm';
import { maxPayoutAccounts, type PayoutAccount, type PayoutAccountPayload } from '../../../src/contract/payments.ts';
import type { Translate } from '../../../src/i18n/translate.ts';
import type { Db } from '../../db/index.ts';
import { member, payoutAccount } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { memberRowLock } from '../members/lock.ts';

export type PayoutAccountRow = typeof payoutAccount.$inferSelect;

/** "•••• 1234": enough for the member to recognise the account, not enough to copy it. */
export function maskNumber(accountNumber: string): string {
  return `•••• ${accountNumber.replace(/[\s-]/g, '').slice(-4)}`;
}

export function payoutAccountView(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind,
    provider: row.provider,
    accountName: row.accountName,
    accountNumberMasked: maskNumber(row.accountNumber),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Names compare as people read them: "JUAN  dela Cruz" is "Juan Dela Cruz". */
export function samePayee(a: string, b: string): boolean {
  const normal = (value: string) => value.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  return normal(a) === normal(b);
}

const live = (memberId: number) => and(eq(payoutAccount.memberId, memberId), isNull(payoutAccount.deletedAt));

export async function payoutAccounts(executor: Db | Tx, memberId: number): Promise<PayoutAccountRow[]> {
  return executor.select().from(payoutAccount).where(live(memberId)).orderBy(asc(payoutAccount.id));
}

/** The member's own live account, or 404: another member's account is as good as absent. */
export async function ownPayoutAccount(executor: Db | Tx, memberId: number, id: number): Promise<PayoutAccountRow> {
  const [row] = await executor
    .select()
    .from(payoutAccount)
    .where(and(live(memberId), eq(payoutAccount.id, id)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Adds a payout account in the member's registered name. The member row is locked so two adds at
 * once cannot both slip under the limit.
 */
export async function addPayoutAccount(db: Db, memberId: number, payload: PayoutAccountPayload, t: Translate): Promise<PayoutAccountRow[]> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ payeeName: member.payeeName }).from(member).where(eq(member.id, memberId)).for(memberRowLock);
    if (!owner) throw new AppError('NOT_FOUND');
    if (!owner.payeeName) throw new AppError('RULE_BROKEN', { fields: { payeeName: t('payments.payeeNameMissing') } });
    if (!samePayee(owner.payeeName, payload.accountName)) {
      throw new AppError('RULE_BROKEN', { fields: { accountName: t('payments.payeeMismatch') } });
    }
    const existing = await payoutAccounts(tx, memberId);
    if (existing.length >= maxPayoutAccounts) {
      throw new AppError('RULE_BROKEN', { fields: { accountNumber: t('payments.accountLimit', { max: maxPayoutAccounts }) } });
    }
    await tx.insert(payoutAccount).values({ memberId, ...payload });
    return payoutAccounts(tx, memberId);
  });
}

/** Hides the account from new withdrawals; withdrawals already made keep pointing to it. */
export async function removePayoutAccount(db: Db, memberId: number, id: number): Promise<PayoutAccountRow[]> {
  return db.transaction(async (tx) => {
    await ownPayoutAccount(tx, memberId, id);
    await tx.update(payoutAccount).set({ deletedAt: new Date() }).where(eq(payoutAccount.id, id));
    return payoutAccounts(tx, memberId);
  });
}
