import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';

/** How many rows a query finds. */
async function rowCount(db: Db, query: SQL): Promise<number> {
  return (await rowsOf<unknown>(db, query)).length;
}

/**
 * The ledger's invariants, checked in SQL over everything written: every transfer sums to zero, every
 * stored balance equals its entries, no member account is negative, each entry's balance-after is the
 * running sum, and every transfer, bet and vendor call names a member who exists (migration 0025
 * keeps that without foreign keys). Each figure counts the rows that break it, so all zero is a
 * healthy ledger.
 */
export async function ledgerInvariants(db: Db) {
  const unbalanced = await rowCount(db, sql`select transfer_id from ledger_entry group by transfer_id having sum(amount) <> 0`);
  const drifted = await rowCount(
    db,
    sql`
    select a.id from ledger_account a left join ledger_entry e on e.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
  );
  const negative = await rowCount(db, sql`select id from ledger_account where member_id is not null and balance < 0`);
  const wrongAfter = await rowCount(
    db,
    sql`
    select id from (
      select e.id, e.balance_after, sum(e.amount) over (partition by e.account_id order by e.id) as running from ledger_entry e
    ) t where balance_after <> running`,
  );
  const orphaned = await rowCount(
    db,
    sql`
    select t.id from ledger_transfer t where t.member_id is not null and not exists (select from member m where m.id = t.member_id)
    union all select b.id from bet_record b where not exists (select from member m where m.id = b.member_id)
    union all select c.id from vendor_transaction c where not exists (select from member m where m.id = c.member_id)`,
  );
  return { unbalanced, drifted, negative, wrongAfter, orphaned };
}
