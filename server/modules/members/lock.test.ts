import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { memberWithAccount } from '../ledger/test-support.ts';
import { memberRowLock } from './lock.ts';

/** PGlite runs one transaction at a time: locking is only proven on a real PostgreSQL. */
describe.skipIf(testDatabaseKind !== 'postgres')("the member row's lock", () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness?.close());

  it("does not hold up another table's foreign key to the member while a service holds it", async () => {
    const { memberId } = await memberWithAccount(harness.database.db, 'locked_member');
    const service = new pg.Client({ connectionString: harness.config.DATABASE_URL });
    await service.connect();
    try {
      await service.query('begin');
      await service.query(`select id from member where id = $1 for ${memberRowLock}`, [memberId]);
      // A foreign key to the member, written while the service holds the row: it must not wait.
      await harness.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '1s'`);
        await tx.execute(sql`insert into ledger_account (ledger, member_id, code, currency) values ('points', ${memberId}, 'main', 'PHP')`);
      });
      await service.query('commit');
    } finally {
      await service.end();
    }
  });
});
