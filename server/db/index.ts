import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockPgliteDir } from './pglite-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle handle every repository takes; the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

interface DatabaseBase {
  db: Db;
  close(): Promise<void>;
}
export type Database =
  | (DatabaseBase & { kind: 'pglite'; client: PGlite })
  | (DatabaseBase & { kind: 'postgres'; client: pg.Pool });

const memoryDir = 'memory://';

/**
 * PGlite's PostgreSQL settings: its default 128 MB of shared buffers is sized for a server of its
 * own; the embedded database of one process starts faster and about 90 MiB smaller with 32 MB, and
 * the files it reads beyond that stay in the operating system's cache.
 */
const pgliteOptions = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };

/** PostgreSQL when DATABASE_URL is set, else PGlite in PGLITE_DIR ("memory://" keeps it in memory). */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'PGLITE_DIR'> & { DATABASE_POOL_SIZE?: number }): Promise<Database> {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE ?? 20, connectionTimeoutMillis: 10_000 });
    // A client that loses its server (failover, pg_terminate_backend) emits 'error'; unheard, that
    // event ends the process. Idle clients report on the pool; a client in use reports on itself, so
    // it is forwarded there too. Its query fails (answered 503), the pool drops it, the next query reconnects.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', (error) => pool.emit('error', error, client));
    });
    const db: Db = drizzlePostgres(pool, { schema });
    return { kind: 'postgres', client: pool, db, close: () => pool.end() };
  }
  if (config.PGLITE_DIR === memoryDir) {
    const client = await PGlite.create(pgliteOptions);
    return { kind: 'pglite', client, db: drizzlePglite(client, { schema }), close: () => client.close() };
  }
  mkdirSync(config.PGLITE_DIR, { recursive: true });
  const unlock = lockPgliteDir(config.PGLITE_DIR);
  try {
    const client = await PGlite.create(config.PGLITE_DIR, pgliteOptions);
    const close = async () => {
      await client.close();
      unlock();
    };
    return { kind: 'pglite', client, db: drizzlePglite(client, { schema }), close };
  } catch (error) {
    unlock();
    throw error;
  }
}
