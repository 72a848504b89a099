import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { member } from '../../db/schema.ts';
import { ensureAccount } from './accounts.ts';

/** A member row with a main money account, for ledger tests. */
export async function memberWithAccount(db: Db, username: string): Promise<{ memberId: number; accountId: number }> {
  const [row] = await db.insert(member).values({ username, passwordHash: 'x' }).returning({ id: member.id });
  if (!row) throw new Error('member not created');
  return { memberId: row.id, accountId: await ensureAccount(db, { ledger: 'money', memberId: row.id, code: 'main', currency: 'PHP' }) };
}

/** The database's message for a statement it refuses (drizzle wraps it as the error's cause), or 'carried out'. */
export const refusalOf = (db: Db, query: SQL) =>
  db.execute(query).then(
    () => 'carried out',
    (error: Error & { cause?: Error }) => (error.cause ?? error).message,
  );

export { ledgerInvariants } from './invariants.ts';
