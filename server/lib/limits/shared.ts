import type { Limiter, LimiterHealth } from './index.ts';
import { memoryLimiter } from './memory.ts';
import { redisWindows } from './redis.ts';

export interface LimiterLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * While Redis does not answer, each process counts on its own, so a client spreading its attempts
 * over N processes gets N times the limits. The fallback makes up for part of that: every hit after
 * a window's first counts `degradedWeight` times, which halves every limit (a first hit is still 1,
 * so "once a second" throttles stay as they are). Lockouts and counts kept in Redis before the
 * outage are out of reach until it returns (docs/decisions/0100-redis-outage-fallback.md).
 */
export const degradedWeight = 2;

const weighted = (count: number) => (count === 0 ? 0 : 1 + (count - 1) * degradedWeight);

export const degradedReason = 'Redis does not answer: attempt limits are counted in each process, and stricter, until it does';

/** How long to wait for the first connection at start before serving from the fallback. */
const startWaitMs = 2_000;
/** While degraded, Redis is asked again at most this often (besides each /ready). */
const probeEveryMs = 1_000;

function bounded<T>(work: Promise<T>, ms: number): Promise<T> {
  // Settling after the bound, it has nobody left to tell.
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface SharedLimiterOptions {
  url: string;
  prefix: string;
  now: () => number;
  log: LimiterLog;
  callTimeoutMs: number;
}

/**
 * Counters in Redis that degrade instead of failing: every call is bounded by `callTimeoutMs`; the
 * first failure switches to counters in this process (logged once), and the first answer to a
 * probe switches back (logged once), whatever took Redis away (stopped, paused, unreachable).
 */
export function sharedLimiter({ url, prefix, now, log, callTimeoutMs }: SharedLimiterOptions): Limiter & { open(): Promise<void> } {
  const redis = redisWindows({ url, prefix, now, commandTimeoutMs: callTimeoutMs });
  const local = memoryLimiter(prefix, now);
  let down: { since: Date } | null = null;
  // Monotonic time: how often to ask Redis again is no business of the app's (test) clock.
  let lastProbe = 0;

  function markDown(error: unknown): void {
    if (down) return;
    down = { since: new Date(now()) };
    log.warn({ err: error }, 'Redis does not answer: counting attempts in this process, with stricter limits, until it does');
  }

  async function probe(): Promise<void> {
    lastProbe = performance.now();
    try {
      await bounded(redis.ping(), callTimeoutMs);
      if (!down) return;
      down = null;
      log.info('Redis answers again: attempt counters are shared again');
    } catch (error) {
      markDown(error);
    }
  }

  redis.onReady(() => {
    if (down) void probe();
  });

  async function either<T>(shared: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (down) {
      if (performance.now() - lastProbe >= probeEveryMs) void probe();
      return fallback();
    }
    try {
      return await bounded(shared(), callTimeoutMs);
    } catch (error) {
      markDown(error);
      return fallback();
    }
  }

  return {
    hit: (key, windowSeconds) =>
      either(
        () => redis.hit(key, windowSeconds),
        async () => weighted(await local.hit(key, windowSeconds)),
      ),
    count: (key) =>
      either(
        async () => (await redis.read(key)).count,
        async () => weighted(await local.count(key)),
      ),
    remaining: (key) =>
      either(
        async () => Math.ceil((await redis.read(key)).leftMs / 1000),
        () => local.remaining(key),
      ),
    async reset(key) {
      // Both: what the fallback counted during an outage must not outlive a reset made after it.
      await local.reset(key);
      await either(
        () => redis.reset(key),
        async () => {},
      );
    },
    async health(): Promise<LimiterHealth> {
      await probe();
      return down ? { counters: 'process', degraded: { since: down.since, reason: degradedReason } } : { counters: 'shared' };
    },
    async open() {
      await redis.settled(startWaitMs);
      await probe();
    },
    async close() {
      await local.close();
      await redis.close();
    },
  };
}
