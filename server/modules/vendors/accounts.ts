import { and, count, eq } from 'drizzle-orm';
import { playMoneyAccountCode, playMoneyGrantMinor } from '../../../src/contract/games.ts';
import type { Db } from '../../db/index.ts';
import { ledgerTransfer } from '../../db/schema.ts';
import { balanceOf, ensureAccounts, type AccountKey } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/transfers.ts';
import type { Tx } from '../ledger/types.ts';
import { mainCode, systemCode, vendorCode } from '../wallet/accounts.ts';

/** Play money has a currency of its own, so no sum or report can ever add it to real money. */
export const playCurrency = 'PLAY';
const playMoneyKind = 'play-money';

export interface WalletOwner {
  memberId: number;
  vendor: string;
  playMoney: boolean;
  currency: string;
  /** A transfer-mode vendor plays on the member's own wallet with it ('vendor:<CODE>'), not on main. */
  transferWallet?: boolean;
}

/**
 * The house side of a vendor's money is spread over this many system accounts, chosen by member, so
 * parallel bets of different members never queue behind one row lock. What the house holds with a
 * vendor is the sum of its buckets (`houseCodes`).
 */
export const houseBuckets = 16;
export const houseCode = (vendor: string, bucket: number) => (bucket === 0 ? `system:vendor:${vendor}` : `system:vendor:${vendor}:${bucket}`);
export const houseCodes = (vendor: string) => Array.from({ length: houseBuckets }, (_, bucket) => houseCode(vendor, bucket));

/**
 * The two sides of a game's money: the member's main wallet (or, for a transfer-mode vendor, the
 * member's wallet with that vendor) against the member's bucket of the vendor's system account; for
 * play money, the member's 'play' account against the play-money pool.
 */
export function gameAccountKeys(owner: WalletOwner): { member: AccountKey; house: AccountKey } {
  if (owner.playMoney) {
    return {
      member: { ledger: 'money', memberId: owner.memberId, code: playMoneyAccountCode, currency: playCurrency },
      house: { ledger: 'money', code: systemCode('play-money'), currency: playCurrency },
    };
  }
  return {
    member: { ledger: 'money', memberId: owner.memberId, code: owner.transferWallet ? vendorCode(owner.vendor) : mainCode, currency: owner.currency },
    house: { ledger: 'money', code: houseCode(owner.vendor, owner.memberId % houseBuckets), currency: owner.currency },
  };
}

export async function gameAccounts(executor: Db | Tx, owner: WalletOwner): Promise<{ member: number; house: number }> {
  const keys = gameAccountKeys(owner);
  const [member, house] = await ensureAccounts(executor, [keys.member, keys.house]);
  return { member: member!, house: house! };
}

export async function gameBalance(executor: Db | Tx, owner: WalletOwner): Promise<bigint> {
  return balanceOf(executor, (await gameAccounts(executor, owner)).member);
}

/**
 * Tops the play account up to the grant when it is empty. The key counts earlier grants, so two
 * launches at once agree on it and only one of them pays.
 */
export async function grantPlayMoney(db: Db, memberId: number): Promise<void> {
  const owner = { memberId, vendor: '', playMoney: true, currency: playCurrency };
  if ((await gameBalance(db, owner)) > 0n) return;
  const [grants] = await db
    .select({ total: count() })
    .from(ledgerTransfer)
    .where(and(eq(ledgerTransfer.kind, playMoneyKind), eq(ledgerTransfer.memberId, memberId)));
  await db.transaction(async (tx) => {
    const accounts = await gameAccounts(tx, owner);
    await postTransfer(tx, {
      ledger: 'money',
      kind: playMoneyKind,
      idempotencyKey: `${playMoneyKind}:${memberId}:${grants?.total ?? 0}`,
      memberId,
      legs: [
        { accountId: accounts.house, amount: -playMoneyGrantMinor },
        { accountId: accounts.member, amount: playMoneyGrantMinor },
      ],
    });
  });
}
