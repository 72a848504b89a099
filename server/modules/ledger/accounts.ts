import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { valueOf } from '../../db/functions.ts';
import { ledgerAccount } from '../../db/schema.ts';
import type { Ledger, Tx } from './types.ts';
import type { Db } from '../../db/index.ts';

export interface AccountKey {
  ledger: Ledger;
  /** Absent for system accounts (the other side of money entering or leaving). */
  memberId?: number;
  code: string;
  currency: string;
}

const sameKey = (key: AccountKey) =>
  and(
    eq(ledgerAccount.ledger, key.ledger),
    eq(ledgerAccount.code, key.code),
    key.memberId === undefined ? isNull(ledgerAccount.memberId) : eq(ledgerAccount.memberId, key.memberId),
  );

/** The account's id, created on first use (`ledger_account_id`); safe when two requests create it at once. */
export async function ensureAccount(executor: Db | Tx, key: AccountKey): Promise<number> {
  return Number(
    await valueOf<string | number>(
      executor,
      sql`select ledger_account_id(${key.ledger}, ${key.memberId ?? null}::bigint, ${key.code}, ${key.currency}) as value`,
    ),
  );
}

/**
 * Several accounts' ids in the order of `keys`: one indexed read on the hot paths (a bet's two sides,
 * a win's points), and ensureAccount for any that does not exist yet.
 */
export async function ensureAccounts(executor: Db | Tx, keys: readonly AccountKey[]): Promise<number[]> {
  const rows = await executor
    .select({ id: ledgerAccount.id, ledger: ledgerAccount.ledger, memberId: ledgerAccount.memberId, code: ledgerAccount.code })
    .from(ledgerAccount)
    .where(or(...keys.map(sameKey)));
  const idOf = (key: AccountKey) => rows.find((row) => row.ledger === key.ledger && row.code === key.code && row.memberId === (key.memberId ?? null))?.id;
  const ids: number[] = [];
  for (const key of keys) ids.push(idOf(key) ?? (await ensureAccount(executor, key)));
  return ids;
}

export async function balanceOf(executor: Db | Tx, accountId: number): Promise<bigint> {
  const rows = await executor.select({ balance: ledgerAccount.balance }).from(ledgerAccount).where(eq(ledgerAccount.id, accountId));
  return rows[0]?.balance ?? 0n;
}

/** Locks the accounts in ascending id order, so two transfers over the same accounts cannot deadlock. */
export async function lockAccounts(tx: Tx, ids: number[]) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return tx
    .select({ id: ledgerAccount.id, ledger: ledgerAccount.ledger, memberId: ledgerAccount.memberId, balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(sql`${ledgerAccount.id} in ${sorted}`)
    .orderBy(ledgerAccount.id)
    .for('update');
}
