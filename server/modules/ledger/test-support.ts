import type { Db } from '../../db/index.ts';
import { member } from '../../db/schema.ts';
import { ensureAccount } from './accounts.ts';

/** A member row with a main money account, for ledger tests. */
export async function memberWithAccount(db: Db, username: string): Promise<{ memberId: number; accountId: number }> {
  const [row] = await db.insert(member).values({ username, passwordHash: 'x' }).returning({ id: member.id });
  if (!row) throw new Error('member not created');
  return { memberId: row.id, accountId: await ensureAccount(db, { ledger: 'money', memberId: row.id, code: 'main', currency: 'PHP' }) };
}

export { ledgerInvariants } from './invariants.ts';
