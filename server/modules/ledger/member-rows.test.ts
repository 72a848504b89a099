import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants, memberWithAccount, refusalOf } from './test-support.ts';

let harness: TestApp;
let db: Db;

beforeAll(async () => {
  harness = await createTestApp();
  db = harness.database.db;
});
afterAll(() => harness?.close());

describe('the member rows the ledger and the betting record name (migration 0025)', () => {
  it('are never deleted, truncated or renumbered, and keep their other changes', async () => {
    const { memberId } = await memberWithAccount(db, 'kept_member');
    expect(await refusalOf(db, sql`delete from member where id = ${memberId}`)).toMatch(/never deleted/);
    expect(await refusalOf(db, sql`truncate member cascade`)).toMatch(/never deleted/);
    expect(await refusalOf(db, sql`update member set id = ${memberId + 1_000_000} where id = ${memberId}`)).toMatch(/never deleted/);
    await db.execute(sql`update member set username = 'kept_member_renamed' where id = ${memberId}`);
    const rows = (await db.execute(sql`select username from member where id = ${memberId}`)) as unknown as { rows: Array<{ username: string }> };
    expect(rows.rows).toEqual([{ username: 'kept_member_renamed' }]);
  });

  it('are counted by the invariants when a transfer, a bet or a vendor call names no member', async () => {
    expect((await ledgerInvariants(db)).orphaned).toBe(0);
    const nobody = 987_654_321;
    await db.execute(
      sql`insert into ledger_transfer (ledger, kind, idempotency_key, fingerprint, member_id) values ('money', 'test', 'nobody-transfer', 'x', ${nobody})`,
    );
    await db.execute(sql`insert into bet_record (member_id, vendor, game_vendor, category, game_code, round_id, tx_id, stake, play_money)
      values (${nobody}, 'HOUSE', 'HOUSE_SLOT', 'slot', 'slot', 'nobody-round', 'nobody-bet', 100, false)`);
    await db.execute(
      sql`insert into vendor_transaction (vendor, operation, tx_id, member_id, fingerprint, answer) values ('HOUSE', 'bet', 'nobody-call', ${nobody}, 'x', '{}')`,
    );
    expect((await ledgerInvariants(db)).orphaned).toBe(3);
  });
});
