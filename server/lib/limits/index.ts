import type { Config } from '../../config.ts';
import { memoryLimiter } from './memory.ts';
import { sharedLimiter, type LimiterLog } from './shared.ts';

/**
 * Counters of attempts in fixed windows: a window opens at a key's first hit and its count drops to
 * zero when the window ends. Shared through Redis when REDIS_URL is set, so every API process sees
 * the same counts (and, while Redis does not answer, held in this process with stricter limits: see
 * shared.ts); held in this process otherwise.
 */
export interface Limiter {
  /** Counts one more attempt under `key` and answers the count in the current window. */
  hit(key: string, windowSeconds: number): Promise<number>;
  count(key: string): Promise<number>;
  /** Seconds until the key's window ends; 0 when it holds nothing. */
  remaining(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Where the counts are kept now; asks Redis first, within the same short bound as any call. */
  health(): Promise<LimiterHealth>;
  close(): Promise<void>;
}

export interface LimiterHealth {
  /** "shared": in Redis, for every process; "process": in this one only. */
  counters: 'shared' | 'process';
  /** Set while REDIS_URL is set but Redis does not answer. */
  degraded?: { since: Date; reason: string };
}

export interface LimiterOptions {
  /** Put before every key after REDIS_PREFIX; tests use one per run so they never share counts. */
  prefix?: string;
  now?: () => number;
  /** Where a Redis outage and its end are reported (once each); silent when absent. */
  log?: LimiterLog;
  /** The bound on each Redis call (default 250 ms). */
  callTimeoutMs?: number;
}

const silent: LimiterLog = { warn: () => {}, info: () => {} };

export function createLimiter(
  config: Pick<Config, 'REDIS_URL'> & Partial<Pick<Config, 'REDIS_PREFIX'>>,
  options: LimiterOptions = {},
): Limiter & { open(): Promise<void> } {
  const prefix = (config.REDIS_PREFIX ?? 'tala:') + (options.prefix ?? '');
  const now = options.now ?? Date.now;
  if (!config.REDIS_URL) return { ...memoryLimiter(prefix, now), open: async () => {} };
  return sharedLimiter({ url: config.REDIS_URL, prefix, now, log: options.log ?? silent, callTimeoutMs: options.callTimeoutMs ?? 250 });
}
