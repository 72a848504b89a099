import { and, eq, isNotNull, like, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import type { SettingValues } from '../../../src/contract/operator.ts';
import type { Balance } from '../../../src/contract/wallet.ts';
import type { Db } from '../../db/index.ts';
import { ledgerAccount } from '../../db/schema.ts';
import { ensureAccount } from '../ledger/accounts.ts';
import type { Tx } from '../ledger/types.ts';

export const mainCode = 'main';
const vendorPrefix = 'vendor:';
export const vendorCode = (vendor: string) => `${vendorPrefix}${vendor}`;

export interface WalletSettings {
  currency: SettingValues['currency'];
  walletMode: SettingValues['walletMode'];
}

export async function walletSettings(app: FastifyInstance): Promise<WalletSettings> {
  const { currency, walletMode } = await app.settings.values();
  return { currency, walletMode };
}

/** A member's money account by code ('main', 'vendor:<CODE>'), created on first use. */
export function memberAccount(executor: Db | Tx, memberId: number, code: string, currency: string): Promise<number> {
  return ensureAccount(executor, { ledger: 'money', memberId, code, currency });
}

export const systemCode = (purpose: string) => `system:${purpose}`;

/** The other side of money entering or leaving the platform for `purpose` ('adjustments', 'bonus'…). */
export function systemAccount(executor: Db | Tx, purpose: string, currency: string): Promise<number> {
  return ensureAccount(executor, { ledger: 'money', code: systemCode(purpose), currency });
}

/** A money account a member can spend from: the main wallet or a vendor wallet (not play money, not a held withdrawal). */
export const isSpendableCode = () => and(eq(ledgerAccount.ledger, 'money'), or(eq(ledgerAccount.code, mainCode), like(ledgerAccount.code, `${vendorPrefix}%`)));

/** The accounts whose money the member can spend: the main wallet and each vendor wallet. */
export const spendableAccounts = (memberId: number) => and(isSpendableCode(), isNotNull(ledgerAccount.memberId), eq(ledgerAccount.memberId, memberId));

/**
 * The balance the header shows. Every vendor wallet holding money counts, also one the operator has
 * since taken out of transfer mode, so the sum never hides a cent; configured vendors show even at 0.
 */
export async function readBalance(executor: Db | Tx, memberId: number, settings: WalletSettings): Promise<Balance> {
  const rows = await executor.select({ code: ledgerAccount.code, balance: ledgerAccount.balance }).from(ledgerAccount).where(spendableAccounts(memberId));
  return balanceOfAccounts(rows, settings);
}

/** The header's balance from the member's spendable accounts (`readBalance`, or as the session's query read them). */
export function balanceOfAccounts(rows: ReadonlyArray<{ code: string; balance: bigint }>, settings: WalletSettings): Balance {
  const main = rows.find((row) => row.code === mainCode)?.balance ?? 0n;
  const vendorBalances = new Map<string, bigint>();
  if (!settings.walletMode.isSingle) for (const vendor of settings.walletMode.vendors) vendorBalances.set(vendor, 0n);
  for (const row of rows) {
    if (!row.code.startsWith(vendorPrefix)) continue;
    const vendor = row.code.slice(vendorPrefix.length);
    if (row.balance !== 0n || vendorBalances.has(vendor)) vendorBalances.set(vendor, row.balance);
  }
  const sum = [...vendorBalances.values()].reduce((total, balance) => total + balance, main);
  return {
    sumBalance: toAmount(sum),
    currency: settings.currency.code,
    symbol: settings.currency.symbol,
    main: toAmount(main),
    vendors: [...vendorBalances].map(([vendor, balance]) => ({ vendor, balance: toAmount(balance) })),
  };
}
