import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { retiredUsername } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { findMemberByUsername } from './repository.ts';

/** Usernames match regardless of case, so the lower-cased name is what gets retired. */
const hashOf = (username: string) => createHash('sha256').update(username.trim().toLowerCase()).digest('hex');

/** Retires a closed account's username for good (the name stays unusable after the row is anonymized). */
export async function retireUsername(tx: Tx | Db, username: string, at: Date): Promise<void> {
  await tx
    .insert(retiredUsername)
    .values({ hash: hashOf(username), retiredAt: at })
    .onConflictDoNothing();
}

export async function isUsernameRetired(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: retiredUsername.hash })
    .from(retiredUsername)
    .where(eq(retiredUsername.hash, hashOf(username)))
    .limit(1);
  return row !== undefined;
}

/** A username registration may not hand out: an account's (any case) or a closed account's, ever. */
export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  return (await findMemberByUsername(db, username)) !== null || (await isUsernameRetired(db, username));
}
