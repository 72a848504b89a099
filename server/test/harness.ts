import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import type { Clock } from '../lib/clock.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../db/seed.ts';
import type { Catalog } from '../modules/catalog/repository.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export interface TestOverrides {
  /** Environment variables on top of the test defaults (in-memory PGlite, silent logs, no site build). */
  env?: Record<string, string>;
  catalog?: Catalog;
  /** Write the demo seed (default true), as `npm start` does on an empty database. */
  seed?: boolean;
  /**
   * The app's clock (server/lib/clock.ts manualClock), for tests that set the time; the system clock otherwise.
   * With it, HOUSE's background clock is off unless env sets HOUSE_CLOCK_MS: a pass that starts while the test
   * moves the time would settle rounds the test settles through its own calls, and win the race now and then.
   */
  clock?: Clock;
}

/** Which database the API tests run on: PGlite always, PostgreSQL when TEST_DATABASE=postgres. */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** A throwaway PostgreSQL database next to the one DATABASE_URL names; drop() removes it. */
export async function createScratchPostgres(prefix = 'tala_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL to reach a PostgreSQL server');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  // Read before anything is created, so a URL this cannot rewrite leaves no database behind.
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A full app on a fresh database, migrated and seeded; close() ends it and drops a PostgreSQL database. */
export async function createTestApp(overrides: TestOverrides = {}): Promise<TestApp> {
  const scratch = testDatabaseKind === 'postgres' ? await createScratchPostgres() : null;
  const cleanups: (() => Promise<void>)[] = [];
  if (scratch) cleanups.push(() => scratch.drop());
  const close = async () => {
    const pending = cleanups.splice(0).reverse();
    for (const cleanup of pending) await cleanup().catch(() => undefined);
  };
  try {
    const config = loadConfig({
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      DIST_DIR: '/nonexistent/tala-test-dist',
      ...(overrides.clock ? { HOUSE_CLOCK_MS: '0' } : {}),
      ...overrides.env,
      DATABASE_URL: scratch?.url,
    });
    const database = await openDatabase(config);
    cleanups.push(() => database.close());
    await migrate(database);
    if (overrides.seed !== false) await seedDemo(database.db);
    const app = await buildApp({ config, database, catalog: overrides.catalog, clock: overrides.clock });
    cleanups.push(() => app.close());
    await app.ready();
    return { app, config, database, close };
  } catch (error) {
    await close();
    throw error;
  }
}
