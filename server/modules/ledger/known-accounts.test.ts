import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, valueOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ensureAccounts, type AccountKey } from './accounts.ts';
import { keptAccountIds, withAccountIds } from './known-accounts.ts';
import { memberWithAccount, refusalOf } from './test-support.ts';

let harness: TestApp;
let db: Db;

beforeAll(async () => {
  harness = await createTestApp();
  db = harness.database.db;
});
afterAll(() => harness?.close());

const accountsCoded = async (code: string) =>
  (await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from ledger_account where code = ${code}`))[0]!.count;

describe('account ids kept by the process (migration 0026)', () => {
  it('are read once, the accounts created on first use, and given again without a read', async () => {
    const { memberId, accountId } = await memberWithAccount(db, 'kept_ids');
    const keys = {
      main: { ledger: 'money', memberId, code: 'main', currency: 'PHP' },
      points: { ledger: 'points', memberId, code: 'main', currency: 'PTS' },
      house: { ledger: 'money', code: 'system:vendor:KEPT', currency: 'PHP' },
    } satisfies Record<string, AccountKey>;
    const before = keptAccountIds(db);
    const known = await withAccountIds(db, keys);
    expect(known.main).toEqual({ ...keys.main, id: accountId });
    expect([known.points.id, known.house.id]).toEqual(await ensureAccounts(db, [keys.points, keys.house]));
    expect(keptAccountIds(db)).toBe(before + 3);
    expect(await withAccountIds(db, { house: keys.house, main: keys.main })).toEqual({ house: known.house, main: known.main });
    expect(keptAccountIds(db)).toBe(before + 3);
  });

  it('are taken by ledger_account_for without a lookup; a key without one is looked up, its account created', async () => {
    const { accountId } = await memberWithAccount(db, 'kept_id_for');
    const named = { id: accountId, ledger: 'money', code: 'system:never-made', currency: 'PHP' };
    expect(Number(await valueOf(db, sql`select ledger_account_for(${JSON.stringify(named)}::jsonb) as value`))).toBe(accountId);
    expect(await accountsCoded('system:never-made')).toBe(0);
    const { id: _, ...unnamed } = named;
    const made = Number(await valueOf(db, sql`select ledger_account_for(${JSON.stringify(unnamed)}::jsonb) as value`));
    expect(made).not.toBe(accountId);
    expect(await accountsCoded('system:never-made')).toBe(1);
  });

  it('stay right: an account is never deleted, truncated or re-keyed, and its balance still moves', async () => {
    const { memberId, accountId } = await memberWithAccount(db, 'kept_account');
    const refused = /ledger accounts are never deleted/;
    expect(await refusalOf(db, sql`delete from ledger_account where id = ${accountId}`)).toMatch(refused);
    expect(await refusalOf(db, sql`truncate ledger_account cascade`)).toMatch(refused);
    expect(await refusalOf(db, sql`update ledger_account set id = ${accountId + 1_000_000} where id = ${accountId}`)).toMatch(refused);
    expect(await refusalOf(db, sql`update ledger_account set code = 'other' where id = ${accountId}`)).toMatch(refused);
    expect(await refusalOf(db, sql`update ledger_account set member_id = null where id = ${accountId}`)).toMatch(refused);
    expect(await refusalOf(db, sql`update ledger_account set ledger = 'points' where id = ${accountId}`)).toMatch(refused);
    expect(await refusalOf(db, sql`update ledger_account set currency = 'USD' where id = ${accountId}`)).toMatch(refused);
    await db.execute(sql`update ledger_account set balance = balance + 5, code = code where id = ${accountId}`);
    const [row] = await rowsOf<{ balance: string; member: number; code: string }>(
      db,
      sql`select balance::text as balance, member_id::int as member, code from ledger_account where id = ${accountId}`,
    );
    expect(row).toEqual({ balance: '5', member: memberId, code: 'main' });
  });
});
