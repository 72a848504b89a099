import { join } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { serverDir } from '../paths.ts';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

export const migrationsFolder = join(serverDir, 'db', 'migrations');
/** Any fixed number: processes migrating one PostgreSQL together take turns on this lock. */
const migrationLock = 72_415_001;

/** Applies the pending migrations of server/db/migrations. */
export async function migrate(database: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; client: pg.Pool }): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.client), { migrationsFolder });
    return;
  }
  const client = await database.client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLock]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [migrationLock]).catch(() => undefined);
    client.release();
  }
}
