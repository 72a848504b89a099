import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import { toAmount } from '../../../src/contract/money.ts';
import type { OpsWithdrawal, PageQuery, Withdrawal, WithdrawalStatus } from '../../../src/contract/payments.ts';
import type { Db } from '../../db/index.ts';
import { member, payoutAccount, withdrawalProof, withdrawalRequest } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { maskNumber } from './payout-accounts.ts';
import { iso } from './support.ts';

const proofCount = count(withdrawalProof.id);

function select(executor: Db | Tx) {
  return executor
    .select({
      ...getTableColumns(withdrawalRequest),
      username: member.username,
      kind: payoutAccount.kind,
      provider: payoutAccount.provider,
      accountName: payoutAccount.accountName,
      accountNumber: payoutAccount.accountNumber,
      proofCount,
    })
    .from(withdrawalRequest)
    .innerJoin(member, eq(member.id, withdrawalRequest.memberId))
    .innerJoin(payoutAccount, eq(payoutAccount.id, withdrawalRequest.payoutAccountId))
    .leftJoin(withdrawalProof, eq(withdrawalProof.withdrawalId, withdrawalRequest.id))
    .groupBy(withdrawalRequest.id, member.username, payoutAccount.id)
    .$dynamic();
}
type Listed = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function memberView(row: Listed, autoReceiptMinutes: number): Withdrawal {
  const autoReceiptAt = row.status === 'paid' && row.paidAt ? new Date(row.paidAt.getTime() + autoReceiptMinutes * 60_000) : null;
  return {
    id: row.id,
    amount: toAmount(row.amount),
    status: row.status,
    account: { kind: row.kind, provider: row.provider, accountName: row.accountName, accountNumberMasked: maskNumber(row.accountNumber) },
    receivedBy: row.receivedBy,
    autoReceiptAt: iso(autoReceiptAt),
    rejectReason: row.rejectReason,
    proofCount: Number(row.proofCount),
    createdAt: row.createdAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    paidAt: iso(row.paidAt),
    closedAt: iso(row.closedAt),
  };
}

function opsView(row: Listed, autoReceiptMinutes: number): OpsWithdrawal {
  return { ...memberView(row, autoReceiptMinutes), memberId: row.memberId, username: row.username, accountNumber: row.accountNumber, remark: row.remark };
}

export async function withdrawalById(executor: Db | Tx, id: number, autoReceiptMinutes: number): Promise<OpsWithdrawal> {
  const [row] = await select(executor).where(eq(withdrawalRequest.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return opsView(row, autoReceiptMinutes);
}

/** The member's own withdrawal; another member's is as good as absent. */
export async function memberWithdrawal(executor: Db | Tx, memberId: number, id: number, autoReceiptMinutes: number): Promise<Withdrawal> {
  const [row] = await select(executor).where(eq(withdrawalRequest.id, id));
  if (!row || row.memberId !== memberId) throw new AppError('NOT_FOUND');
  return memberView(row, autoReceiptMinutes);
}

export async function memberWithdrawals(db: Db, memberId: number, page: PageQuery, autoReceiptMinutes: number) {
  const where = eq(withdrawalRequest.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(withdrawalRequest.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(withdrawalRequest).where(where),
  ]);
  return { items: rows.map((row) => memberView(row, autoReceiptMinutes)), total: total?.total ?? 0, page: page.page, pageSize: page.pageSize };
}

export async function opsWithdrawals(db: Db, query: { status?: WithdrawalStatus; limit: number }, autoReceiptMinutes: number): Promise<OpsWithdrawal[]> {
  const rows = await select(db)
    .where(query.status ? eq(withdrawalRequest.status, query.status) : undefined)
    .orderBy(desc(withdrawalRequest.id))
    .limit(query.limit);
  return rows.map((row) => opsView(row, autoReceiptMinutes));
}

/** One proof image of a withdrawal (n from 1), for the operator's review. */
export async function withdrawalProofImage(db: Db, id: number, n: number): Promise<{ content: Buffer; type: string }> {
  const [row] = await db
    .select({ content: withdrawalProof.content, type: withdrawalProof.contentType })
    .from(withdrawalProof)
    .where(eq(withdrawalProof.withdrawalId, id))
    .orderBy(withdrawalProof.id)
    .offset(n - 1)
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
