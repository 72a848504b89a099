import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import type { Db } from '../../db/index.ts';
import { encryptionKey } from '../../db/schema.ts';

export interface StoredKey {
  kid: string;
  publicJwk: JWK;
  privateJwk: JWK;
}

function stored(row: { kid: string; publicJwk: unknown; privateJwk: unknown }): StoredKey {
  return { kid: row.kid, publicJwk: row.publicJwk as JWK, privateJwk: row.privateJwk as JWK };
}

export async function findActiveKey(db: Db): Promise<StoredKey | null> {
  const [row] = await db.select().from(encryptionKey).where(eq(encryptionKey.active, true)).limit(1);
  return row ? stored(row) : null;
}

export async function findKey(db: Db, kid: string): Promise<StoredKey | null> {
  const [row] = await db.select().from(encryptionKey).where(eq(encryptionKey.kid, kid)).limit(1);
  return row ? stored(row) : null;
}

/**
 * Stores `key` as the active key unless another process got there first: the unique index on the
 * active flag lets exactly one insert win, and the loser's insert does nothing.
 */
export async function insertActiveKeyIfNone(db: Db, key: StoredKey): Promise<void> {
  await db
    .insert(encryptionKey)
    .values({ ...key, active: true })
    .onConflictDoNothing();
}
