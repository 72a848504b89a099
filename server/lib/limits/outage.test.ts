import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually, freePort, hasRedisServer, privateRedis, type PrivateRedis } from '../../test/redis.ts';
import { createLimiter } from './index.ts';

if (!hasRedisServer) console.warn('outage.test.ts: the tests on a private Redis are skipped: no redis-server on the PATH');

/** Each call waits at most this (callTimeoutMs 250 ms, and room for a busy machine). */
const quickMs = 800;

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work;
  return { value, ms: performance.now() - started };
}

const spyLog = () => ({ warn: vi.fn(), info: vi.fn() });

describe('limiter with REDIS_URL naming a closed port', () => {
  it('answers at once from this process, stricter, reports itself degraded and logs once', async () => {
    const log = spyLog();
    let clock = 5_000_000;
    const limiter = createLimiter({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, { now: () => clock, log });
    try {
      expect((await timed(limiter.open())).ms).toBeLessThan(3_000);
      const hits = [];
      for (let index = 0; index < 3; index++) {
        const { value, ms } = await timed(limiter.hit('login:fail:pair:x', 60));
        expect(ms).toBeLessThan(quickMs);
        hits.push(value);
      }
      // Every hit after the first counts twice while degraded: a limit of 5 is reached at the third.
      expect(hits).toEqual([1, 3, 5]);
      expect(await limiter.count('login:fail:pair:x')).toBe(5);
      expect(await limiter.count('never')).toBe(0);
      clock += 60_000;
      expect(await limiter.count('login:fail:pair:x')).toBe(0);
      const health = await limiter.health();
      expect(health).toMatchObject({ counters: 'process', degraded: { reason: expect.stringContaining('Redis does not answer') } });
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(log.info).not.toHaveBeenCalled();
    } finally {
      await limiter.close();
    }
  });
});

describe.skipIf(!hasRedisServer)('limiter on a Redis that stops and comes back', () => {
  let redis: PrivateRedis;
  let client: Redis;
  let clock = 9_000_000;
  const log = spyLog();
  /** Each outage is logged once when it starts and once when it ends: counted per test. */
  const forget = () => {
    log.warn.mockClear();
    log.info.mockClear();
  };
  let shared: ReturnType<typeof createLimiter>;

  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    client = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    client.on('error', () => {});
    shared = createLimiter({ REDIS_URL: redis.url }, { now: () => clock, log });
    await shared.open();
  });
  afterAll(async () => {
    await shared?.close();
    client?.disconnect();
    await redis?.stop();
  });

  const stored = async (key: string) => {
    if (client.status !== 'ready') {
      client.disconnect();
      await client.connect();
    }
    return client.hget(`tala:window:${key}`, 'count');
  };

  it('counts in Redis while it answers', async () => {
    expect(await shared.health()).toEqual({ counters: 'shared' });
    expect(await shared.hit('a', 600)).toBe(1);
    expect(await shared.hit('a', 600)).toBe(2);
    expect(await stored('a')).toBe('2');
  });

  it('falls back within the bound when Redis is stopped, and takes the shared count up again when it returns', async () => {
    forget();
    await redis.stop();
    const down = await timed(shared.hit('a', 600));
    expect(down.ms).toBeLessThan(quickMs);
    // The count before the outage is in Redis, out of reach: the fallback starts its own.
    expect(down.value).toBe(1);
    expect(await shared.hit('a', 600)).toBe(3);
    expect(await shared.health()).toMatchObject({ counters: 'process', degraded: {} });

    await redis.start();
    // A fresh redis-server (no persistence): the window starts again, in Redis.
    await eventually(async () => (await shared.health()).counters === 'shared');
    clock += 1_000;
    expect(await shared.hit('b', 600)).toBe(1);
    expect(await shared.hit('b', 600)).toBe(2);
    expect(await stored('b')).toBe('2');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
  });

  it('does not wait on a Redis that keeps the connection and stops answering (paused)', async () => {
    expect(await shared.hit('c', 600)).toBe(1);
    forget();
    redis.pause();
    try {
      const first = await timed(shared.hit('c', 600));
      expect(first.ms).toBeLessThan(quickMs);
      // Known to be down now: the next calls do not wait at all.
      const next = await timed(Promise.all(Array.from({ length: 20 }, () => shared.count('c'))));
      expect(next.ms).toBeLessThan(quickMs);
      expect((await shared.health()).counters).toBe('process');
    } finally {
      redis.resume();
    }
    await eventually(async () => (await shared.health()).counters === 'shared');
    // The hit sent while paused may have reached Redis once it resumed; the shared count is back either way.
    expect(Number(await stored('c'))).toBeGreaterThanOrEqual(1);
    const before = Number(await stored('c'));
    expect(await shared.hit('c', 600)).toBe(before + 1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
  });
});
