import type { Config } from '../../config.ts';

/**
 * Counters of attempts in fixed windows: a window opens at a key's first hit and its count drops to
 * zero when the window ends. Shared through Redis when REDIS_URL is set, so every API process sees
 * the same counts; held in this process otherwise.
 */
export interface Limiter {
  /** Counts one more attempt under `key` and answers the count in the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  count(key: string): Promise<number>;
  /** Seconds until the key's window ends; 0 when it holds nothing. */
  remaining(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimiterOptions {
  /** Put before every key after REDIS_PREFIX; tests use one per run so they never share counts. */
  prefix?: string;
  now?: () => number;
}

function memoryLimiter(prefix: string, now: () => number): Limiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hitsSinceSweep = 0;

  function live(key: string) {
    const entry = windows.get(prefix + key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(prefix + key);
      return undefined;
    }
    return entry;
  }

  // Ended windows are dropped now and then, so a flood of distinct keys cannot grow the map for ever.
  function sweep(): void {
    hitsSinceSweep = 0;
    const at = now();
    for (const [key, entry] of windows) if (entry.endsAt <= at) windows.delete(key);
  }

  return {
    async hit(key, windowSeconds) {
      if (++hitsSinceSweep >= 1000) sweep();
      const entry = live(key);
      if (entry) return ++entry.count;
      windows.set(prefix + key, { count: 1, endsAt: now() + windowSeconds * 1000 });
      return 1;
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async remaining(key) {
      const entry = live(key);
      return entry ? Math.ceil((entry.endsAt - now()) / 1000) : 0;
    },
    async reset(key) {
      windows.delete(prefix + key);
    },
    async close() {
      windows.clear();
    },
  };
}

function redisLimiter(url: string, prefix: string): Limiter {
  // ioredis loads only where REDIS_URL is set: its modules took about a twentieth of every start.
  const connected = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // Errors reach the request that hit them; an idle connection dropping must not crash the process.
    redis.on('error', () => {});
    return redis;
  });
  // A failed load reaches every call that waits on it; unawaited, it must not end the process.
  connected.catch(() => {});

  return {
    async hit(key, windowSeconds) {
      const redis = await connected;
      // NX leaves a running window's end where it is: the window is fixed from the first hit.
      const results = await redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec();
      const [incr] = results ?? [];
      if (!incr || incr[0]) throw incr?.[0] ?? new Error('limiter: no answer from Redis');
      return Number(incr[1]);
    },
    async count(key) {
      const redis = await connected;
      const value = await redis.get(key);
      return value === null ? 0 : Number(value);
    },
    async remaining(key) {
      const redis = await connected;
      const seconds = await redis.ttl(key);
      return seconds > 0 ? seconds : 0;
    },
    async reset(key) {
      await (await connected).del(key);
    },
    async close() {
      const redis = await connected;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createLimiter(config: Pick<Config, 'REDIS_URL'> & Partial<Pick<Config, 'REDIS_PREFIX'>>, options: LimiterOptions = {}): Limiter {
  const prefix = (config.REDIS_PREFIX ?? 'tala:') + (options.prefix ?? '');
  return config.REDIS_URL ? redisLimiter(config.REDIS_URL, prefix) : memoryLimiter(prefix, options.now ?? Date.now);
}
