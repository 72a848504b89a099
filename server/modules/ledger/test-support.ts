import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { member } from '../../db/schema.ts';
import { ensureAccount } from './accounts.ts';

/** A member row with a main money account, for ledger tests. */
export async function memberWithAccount(db: Db, username: string): Promise<{ memberId: number; accountId: number }> {
  const [row] = await db.insert(member).values({ username, passwordHash: 'x' }).returning({ id: member.id });
  if (!row) throw new Error('member not created');
  return { memberId: row.id, accountId: await ensureAccount(db, { ledger: 'money', memberId: row.id, code: 'main', currency: 'PHP' }) };
}

/** How many rows a query finds; both drivers answer with `rows`. */
async function rowCount(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** The ledger's invariants, checked in SQL over everything written. */
export async function ledgerInvariants(db: Db) {
  const unbalanced = await rowCount(db, sql`select transfer_id from ledger_entry group by transfer_id having sum(amount) <> 0`);
  const drifted = await rowCount(db, sql`
    select a.id from ledger_account a left join ledger_entry e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`);
  const negative = await rowCount(db, sql`select id from ledger_account where member_id is not null and balance < 0`);
  const wrongAfter = await rowCount(db, sql`
    select id from (
      select e.id, e.balance_after, sum(e.amount) over (partition by e.account_id order by e.id) as running from ledger_entry e
    ) t where balance_after <> running`);
  return { unbalanced, drifted, negative, wrongAfter };
}
