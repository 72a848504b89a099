import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';

describe('health and readiness probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('answers /health while the process runs and /ready while the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ success: true, value: { status: 'up' } });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, value: { status: 'ready', database: testDatabaseKind, counters: 'process' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('fails /ready once draining, so a load balancer stops sending traffic before the process stops', async () => {
    t.app.draining = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/ready', headers: { language: 'tl' } });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(ready.headers.connection).toBe('close');
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});
