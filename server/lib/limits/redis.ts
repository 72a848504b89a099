import type { Redis } from 'ioredis';

/**
 * Counting windows in Redis, each a hash of its count and the moment it ends on the app's clock (so
 * tests move windows with their clock as they do in process memory); the key's TTL only drops ended
 * windows. The hashes live under "window:", apart from the plain counters an earlier release kept.
 */
const hitScript = `
local now = tonumber(ARGV[1])
local ends = tonumber(redis.call('HGET', KEYS[1], 'ends'))
if not ends or ends <= now then
  ends = tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'ends', ARGV[2], 'count', 0)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, ends - now))
return redis.call('HINCRBY', KEYS[1], 'count', 1)
`;

const windowKey = (key: string) => `window:${key}`;

export interface RedisWindows {
  hit(key: string, windowSeconds: number): Promise<number>;
  /** The count and the milliseconds left of the key's window; zeros when it holds nothing. */
  read(key: string): Promise<{ count: number; leftMs: number }>;
  reset(key: string): Promise<void>;
  ping(): Promise<void>;
  /** Calls back each time a connection is (again) ready to take commands. */
  onReady(listener: () => void): void;
  /** Resolves once the first connection is ready or has failed, or after `ms`. */
  settled(ms: number): Promise<void>;
  close(): Promise<void>;
}

export interface RedisWindowOptions {
  url: string;
  prefix: string;
  now: () => number;
  /** Each command's own bound in ioredis, so a Redis that stops answering leaves no promise waiting. */
  commandTimeoutMs: number;
}

export function redisWindows({ url, prefix, now, commandTimeoutMs }: RedisWindowOptions): RedisWindows {
  const listeners: (() => void)[] = [];
  // ioredis loads only where REDIS_URL is set: its modules took about a twentieth of every start.
  const connected: Promise<Redis> = import('ioredis').then(({ Redis }) => {
    const redis = new Redis(url, {
      keyPrefix: prefix,
      // A command sent while the connection is down fails at once instead of queueing behind it,
      // and one lost with a connection is not sent again: the caller has already moved on.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: commandTimeoutMs,
      connectTimeout: 1000,
      // Reconnect for ever, soon after Redis is back.
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
    // Failures reach the caller of each command; the wrapper logs outages, not each lost connection.
    redis.on('error', () => {});
    redis.on('ready', () => {
      for (const listener of listeners) listener();
    });
    return redis;
  });
  // A failed load reaches every call that waits on it; unawaited, it must not end the process.
  connected.catch(() => {});

  return {
    async hit(key, windowSeconds) {
      const at = now();
      const count = await (await connected).eval(hitScript, 1, windowKey(key), String(at), String(at + windowSeconds * 1000));
      return Number(count);
    },
    async read(key) {
      const [count, ends] = await (await connected).hmget(windowKey(key), 'count', 'ends');
      const leftMs = Number(ends ?? 0) - now();
      return leftMs > 0 ? { count: Number(count ?? 0), leftMs } : { count: 0, leftMs: 0 };
    },
    async reset(key) {
      await (await connected).del(windowKey(key));
    },
    async ping() {
      await (await connected).ping();
    },
    onReady(listener) {
      listeners.push(listener);
    },
    async settled(ms) {
      const redis = await connected;
      if (redis.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          redis.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        redis.on('ready', done);
        redis.on('error', done);
      });
    },
    async close() {
      const redis = await connected;
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
