import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '../../src/contract/envelope.ts';
import { installErrorHandling } from '../http/errors.ts';
import { access, installAccessPolicy } from '../http/access.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';
import { signedInMember } from '../modules/wallet/test-support.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * A failover or pg_terminate_backend must cost the requests in flight a retryable 503, never the
 * process: an unheard 'error' event on a pg client in use would end it (and fail this run).
 */
describe.skipIf(testDatabaseKind !== 'postgres')('losing database connections on PostgreSQL', () => {
  let harness: TestApp;
  let admin: pg.Client;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp();
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await harness?.close();
  });

  const databaseName = () => new URL(harness.config.DATABASE_URL ?? '').pathname.slice(1);
  async function terminateAppConnections(): Promise<number> {
    const result = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [databaseName()]);
    return result.rowCount ?? 0;
  }
  async function waitForBackends(count: number): Promise<void> {
    for (let tries = 0; tries < 200; tries++) {
      const result = await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE '%pg_sleep%'", [
        databaseName(),
      ]);
      if ((result.rows[0] as { n: number }).n >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the sleeping queries never started');
  }

  it('a transaction whose connection is terminated fails with a database-unavailable error, and the pool recovers', async () => {
    const inFlight = app().db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_sleep(30)`);
    });
    const failure = inFlight.then(
      () => null,
      (error: unknown) => error,
    );
    await waitForBackends(1);
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    const error = await failure;
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);

    // The process is still here, and the next queries get fresh connections.
    const rows = (await app().db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: unknown[] };
    expect(rows.rows[0]).toEqual({ one: 1 });

    // The central error handler answers such an error with a retryable 503 envelope, no internals.
    const probe = Fastify({ logger: false });
    installErrorHandling(probe);
    installAccessPolicy(probe);
    probe.get('/probe', { config: access.public }, async () => {
      throw error;
    });
    const answer = await probe.inject({ method: 'GET', url: '/probe', headers: { language: 'pt' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(failureSchema.parse(answer.json())).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('indisponível') });
    expect(answer.body).not.toMatch(/terminat|pg_|at \//i);
    await probe.close();
  });

  it('a request that waits longer than the connection timeout for a pooled connection is a retryable database-unavailable error', async () => {
    const pool = new pg.Pool({ connectionString: harness.config.DATABASE_URL, max: 1 });
    const busy = await pool.connect();
    // Only the wait for the one busy connection is to time out, not the connecting of it.
    pool.options.connectionTimeoutMillis = 50;
    try {
      const error = await pool.query('SELECT 1').then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/timeout exceeded when trying to connect/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      busy.release();
      await pool.end();
    }
  });

  it('requests in flight while every connection is terminated get 200 or 503, and the next ones succeed', async () => {
    const who = await signedInMember(app());
    const balance = () => app().inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: who.headers });
    const burst = Array.from({ length: 60 }, (_, index) => (index === 20 ? terminateAppConnections().then(() => null) : balance()));
    const answers = (await Promise.all(burst)).filter((answer) => answer !== null);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.statusCode);
      if (answer.statusCode === 503) expect(answer.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    }
    const after = await balance();
    expect(after.statusCode).toBe(200);
  });
});
