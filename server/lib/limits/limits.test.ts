import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLimiter, type Limiter } from './index.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

describe('limiter in Redis', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const limiters: Limiter[] = [];
  const open = () => {
    const limiter = createLimiter({ REDIS_URL: redisUrl }, { prefix });
    limiters.push(limiter);
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
    const first = open();
    const second = open();
    expect(await first.hit('login', 60)).toBe(1);
    expect(await second.hit('login', 600)).toBe(2);
    expect(await first.count('login')).toBe(2);
    const remaining = await second.remaining('login');
    expect(remaining).toBeGreaterThan(55);
    expect(remaining).toBeLessThanOrEqual(60);
  });

  it('keeps two deployments sharing one Redis apart by REDIS_PREFIX', async () => {
    const other = createLimiter({ REDIS_URL: redisUrl, REDIS_PREFIX: 'other-site:' }, { prefix });
    limiters.push(other);
    const ours = open();
    await ours.hit('login:fail:account:42', 60);
    await ours.hit('login:fail:account:42', 60);
    expect(await other.count('login:fail:account:42')).toBe(0);
    expect(await other.hit('login:fail:account:42', 60)).toBe(1);
    expect(await ours.count('login:fail:account:42')).toBe(2);
    const redis = new Redis(redisUrl);
    expect(await redis.get(`other-site:${prefix}login:fail:account:42`)).toBe('1');
    await redis.del(`other-site:${prefix}login:fail:account:42`);
    await redis.quit();
  });

  it('counts parallel hits exactly', async () => {
    const limiter = open();
    const counts = await Promise.all(Array.from({ length: 25 }, () => limiter.hit('burst', 60)));
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
  });

  it('lets a window end and resets a key', async () => {
    const limiter = open();
    await limiter.hit('short', 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.count('short')).toBe(0);
    await limiter.hit('gone', 60);
    await limiter.reset('gone');
    expect(await limiter.count('gone')).toBe(0);
  });

  it('stores keys under the tala: prefix', async () => {
    const limiter = open();
    await limiter.hit('where', 60);
    const redis = new Redis(redisUrl);
    expect(await redis.get(`tala:${prefix}where`)).toBe('1');
    await redis.quit();
  });
});
