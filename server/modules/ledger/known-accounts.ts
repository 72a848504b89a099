import type { Db } from '../../db/index.ts';
import { perHandle } from '../../db/per-handle.ts';
import { keep } from '../../lib/kept.ts';
import { ensureAccounts, type AccountKey } from './accounts.ts';

/** Ids kept per process and database, two or three a playing member's; the first kept go first past this many. */
export const accountIdsKept = 50_000;

const keptIds = perHandle(() => new Map<string, number>());
const keyText = (key: AccountKey) => `${key.ledger}\u0000${key.memberId ?? ''}\u0000${key.code}`;

export type KnownAccount<K extends AccountKey = AccountKey> = K & { id: number };

/**
 * The keys with their accounts' ids, each account created on first use. An account is never deleted
 * and what its id stands for never changes (migration 0026), so an id read once is kept, and the money
 * path's calls name their accounts by id instead of looking each one up in the database.
 */
export async function withAccountIds<const K extends Record<string, AccountKey>>(db: Db, keys: K): Promise<{ [P in keyof K]: KnownAccount<K[P]> }> {
  const kept = keptIds(db);
  const names = Object.keys(keys) as Array<keyof K & string>;
  const missing = names.filter((name) => !kept.has(keyText(keys[name])));
  const read = new Map<string, number>();
  if (missing.length > 0) {
    const ids = await ensureAccounts(
      db,
      missing.map((name) => keys[name]),
    );
    missing.forEach((name, index) => {
      read.set(name, ids[index]!);
      keep(kept, keyText(keys[name]), ids[index]!, accountIdsKept);
    });
  }
  const known = names.map((name) => [name, { ...keys[name], id: read.get(name) ?? kept.get(keyText(keys[name]))! }]);
  return Object.fromEntries(known) as { [P in keyof K]: KnownAccount<K[P]> };
}

/** How many ids this process keeps for the database (tests read it). */
export const keptAccountIds = (db: Db) => keptIds(db).size;
