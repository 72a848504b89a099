import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../../test/redis.ts';
import { createLimiter, type Limiter } from './index.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(redisUrl);
if (!redisUp) console.warn(`limits.test.ts: the Redis tests are skipped: nothing answers at ${redisUrl} (set TEST_REDIS_URL to a Redis to run them)`);

describe('limiter in process memory', () => {
  let clock = 1_000_000;
  const limiter = createLimiter({ REDIS_URL: undefined }, { now: () => clock });

  it('counts hits in a window fixed from the first hit', async () => {
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.hit('a', 60)).toBe(1);
    clock += 30_000;
    expect(await limiter.hit('a', 60)).toBe(2);
    expect(await limiter.remaining('a')).toBe(30);
    clock += 30_000;
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.hit('a', 60)).toBe(1);
  });

  it('keeps keys apart and resets one', async () => {
    await limiter.hit('b', 60);
    await limiter.hit('b', 60);
    await limiter.hit('c', 60);
    await limiter.reset('b');
    expect(await limiter.count('b')).toBe(0);
    expect(await limiter.count('c')).toBe(1);
    expect(await limiter.remaining('b')).toBe(0);
  });
});

describe.skipIf(!redisUp)('limiter in Redis', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const limiters: Limiter[] = [];
  // Windows end on the app's clock in Redis too, so the tests move it instead of waiting.
  let clock = 1_000_000;
  const now = () => clock;
  const open = async () => {
    const limiter = createLimiter({ REDIS_URL: redisUrl }, { prefix, now });
    limiters.push(limiter);
    await limiter.open();
    // Counted in Redis, not in the fallback a failed connection would leave.
    expect(await limiter.health()).toEqual({ counters: 'shared' });
    return limiter;
  };
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`tala:${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    for (const limiter of limiters) await limiter.close();
  });

  it('shares counts between processes and sets the window once', async () => {
    const first = await open();
    const second = await open();
    expect(await first.hit('login', 60)).toBe(1);
    expect(await second.hit('login', 600)).toBe(2);
    expect(await first.count('login')).toBe(2);
    expect(await second.remaining('login')).toBe(60);
  });

  it('keeps two deployments sharing one Redis apart by REDIS_PREFIX', async () => {
    const other = createLimiter({ REDIS_URL: redisUrl, REDIS_PREFIX: 'other-site:' }, { prefix, now });
    limiters.push(other);
    await other.open();
    const ours = await open();
    await ours.hit('login:fail:account:42', 60);
    await ours.hit('login:fail:account:42', 60);
    expect(await other.count('login:fail:account:42')).toBe(0);
    expect(await other.hit('login:fail:account:42', 60)).toBe(1);
    expect(await ours.count('login:fail:account:42')).toBe(2);
    const redis = new Redis(redisUrl);
    expect(await redis.hget(`other-site:${prefix}window:login:fail:account:42`, 'count')).toBe('1');
    await redis.del(`other-site:${prefix}window:login:fail:account:42`);
    await redis.quit();
  });

  it('counts parallel hits exactly', async () => {
    const limiter = await open();
    const counts = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('burst', 60)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });

  it('lets a window end on the app clock and resets a key', async () => {
    const limiter = await open();
    expect(await limiter.hit('short', 60)).toBe(1);
    clock += 30_000;
    expect(await limiter.hit('short', 60)).toBe(2);
    expect(await limiter.remaining('short')).toBe(30);
    clock += 30_000;
    expect(await limiter.count('short')).toBe(0);
    expect(await limiter.remaining('short')).toBe(0);
    expect(await limiter.hit('short', 60)).toBe(1);
    await limiter.hit('gone', 60);
    await limiter.reset('gone');
    expect(await limiter.count('gone')).toBe(0);
  });

  it('stores keys under the tala: prefix', async () => {
    const limiter = await open();
    await limiter.hit('where', 60);
    const redis = new Redis(redisUrl);
    expect(await redis.hget(`tala:${prefix}window:where`, 'count')).toBe('1');
    await redis.quit();
  });
});
