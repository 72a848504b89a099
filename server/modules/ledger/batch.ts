import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerAccount, ledgerEntry, ledgerTransfer } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { lockAccounts } from './accounts.ts';
import { legsJson, postTransfer } from './transfers.ts';
import type { Ledger, TransferRequest, Tx } from './types.ts';

const chunk = 1000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / chunk) }, (_, index) => items.slice(index * chunk, (index + 1) * chunk));

/** Each member's account of `code`, created where missing, in two statements whatever the count. */
export async function ensureMemberAccounts(tx: Tx, ledger: Ledger, memberIds: readonly number[], code: string, currency: string): Promise<Map<number, number>> {
  const ids = [...new Set(memberIds)];
  for (const part of chunks(ids)) {
    await tx
      .insert(ledgerAccount)
      .values(part.map((memberId) => ({ ledger, memberId, code, currency })))
      .onConflictDoNothing();
  }
  const found = new Map<number, number>();
  for (const part of chunks(ids)) {
    const rows = await tx
      .select({ id: ledgerAccount.id, memberId: ledgerAccount.memberId })
      .from(ledgerAccount)
      .where(and(eq(ledgerAccount.ledger, ledger), eq(ledgerAccount.code, code), inArray(ledgerAccount.memberId, part)));
    for (const row of rows) if (row.memberId !== null) found.set(row.memberId, row.id);
  }
  return found;
}

/**
 * Many transfers in one transaction with the rules of postTransfer (legs sum to zero, member accounts
 * never below zero, balances after each entry, one transfer per idempotency key), written set by set:
 * one insert of the transfers, one lock of every account in id order, one insert of the entries (and
 * of their places in the team roll-up's queue) and one update of the balances. A key already used is
 * replayed by postTransfer. Answers each key's transfer id.
 */
export async function postTransfers(tx: Tx, requests: readonly TransferRequest[]): Promise<Map<string, number>> {
  for (const request of requests) {
    if (request.legs.length < 2 || request.legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n || request.legs.some((leg) => leg.amount === 0n)) {
      throw new Error(`transfer ${request.idempotencyKey}: legs must be two or more non-zero amounts summing to zero`);
    }
  }
  const transferIds = new Map<string, number>();
  const claimed: TransferRequest[] = [];
  for (const part of chunks(requests)) {
    const rows = await tx
      .insert(ledgerTransfer)
      .values(
        part.map((request) => ({
          ledger: request.ledger,
          kind: request.kind,
          idempotencyKey: request.idempotencyKey,
          fingerprint: sql`ledger_fingerprint(${request.kind}, ${request.memberId ?? null}::bigint, ${legsJson(request.legs)}::jsonb)`,
          memberId: request.memberId ?? null,
          metadata: request.metadata ?? {},
        })),
      )
      .onConflictDoNothing({ target: [ledgerTransfer.ledger, ledgerTransfer.idempotencyKey] })
      .returning({ id: ledgerTransfer.id, key: ledgerTransfer.idempotencyKey });
    for (const row of rows) transferIds.set(row.key, row.id);
    claimed.push(...part.filter((request) => transferIds.has(request.idempotencyKey)));
  }
  for (const request of requests) {
    if (!transferIds.has(request.idempotencyKey)) transferIds.set(request.idempotencyKey, (await postTransfer(tx, request)).transferId);
  }
  if (claimed.length === 0) return transferIds;

  const accounts = await lockAccounts(
    tx,
    claimed.flatMap((request) => request.legs.map((leg) => leg.accountId)),
  );
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const balances = new Map(accounts.map((account) => [account.id, account.balance]));
  const entries: (typeof ledgerEntry.$inferInsert)[] = [];
  for (const request of claimed) {
    for (const leg of request.legs) {
      const account = byId.get(leg.accountId);
      if (!account || account.ledger !== request.ledger) throw new Error(`account ${leg.accountId} is not on the ${request.ledger} ledger`);
      const after = (balances.get(leg.accountId) ?? 0n) + leg.amount;
      if (account.memberId !== null && after < 0n) throw new AppError('INSUFFICIENT_FUNDS');
      balances.set(leg.accountId, after);
      entries.push({ transferId: transferIds.get(request.idempotencyKey) ?? 0, accountId: leg.accountId, amount: leg.amount, balanceAfter: after });
    }
  }
  for (const part of chunks(entries)) await tx.insert(ledgerEntry).values(part);
  // The entries the team figures count wait in the roll-up's queue, as ledger_post's do (migration 0023).
  for (const part of chunks([...new Set(entries.map((entry) => entry.transferId))])) {
    await tx.execute(sql`select team_rollup_enqueue_transfers(${`{${part.join(',')}}`}::bigint[])`);
  }
  for (const part of chunks([...balances])) {
    const values = sql.join(
      part.map(([id, balance]) => sql`(${id}::bigint, ${balance.toString()}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`update ledger_account set balance = v.balance from (values ${values}) as v(id, balance) where ledger_account.id = v.id`);
  }
  return transferIds;
}
