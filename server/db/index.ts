import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openPglite } from './pglite.ts';
import { withNamedStatements } from './pglite-statements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle handle every repository takes; the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  /**
   * For the few cached reads (operator settings) that may run while their caller holds a pooled
   * connection inside a transaction: on PostgreSQL a pool of its own, so such a read never waits
   * for a connection that the transactions queued behind the caller's row lock are all holding.
   */
  sideDb: Db;
  close(): Promise<void>;
}
export type Database = (DatabaseBase & { kind: 'pglite'; client: PGlite }) | (DatabaseBase & { kind: 'postgres'; client: pg.Pool });

/** PostgreSQL when DATABASE_URL is set, else PGlite in PGLITE_DIR ("memory://" keeps it in memory). */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'PGLITE_DIR'> & { DATABASE_POOL_SIZE?: number }): Promise<Database> {
  if (config.DATABASE_URL) {
    const pool = openPool(config.DATABASE_URL, config.DATABASE_POOL_SIZE ?? 20);
    const side = openPool(config.DATABASE_URL, 2);
    const db: Db = drizzlePostgres(pool, { schema });
    const sideDb: Db = drizzlePostgres(side, { schema });
    return { kind: 'postgres', client: pool, db, sideDb, close: () => Promise.all([pool.end(), side.end()]).then(() => undefined) };
  }
  const { client, close } = await openPglite(config.PGLITE_DIR);
  const db: Db = drizzlePglite(withNamedStatements(client), { schema });
  return { kind: 'pglite', client, db, sideDb: db, close };
}

function openPool(connectionString: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  // A client that loses its server (failover, pg_terminate_backend) emits 'error'; unheard, that
  // event ends the process. Idle clients report on the pool; a client in use reports on itself, so
  // it is forwarded there too. Its query fails (answered 503), the pool drops it, the next query reconnects.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) => pool.emit('error', error, client));
  });
  return pool;
}
