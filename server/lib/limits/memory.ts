import type { Limiter } from './index.ts';

/** Counters held in this process: the only ones without REDIS_URL, and the fallback while Redis does not answer. */
export function memoryLimiter(prefix: string, now: () => number): Limiter {
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
    health: async () => ({ counters: 'process' }),
    async close() {
      windows.clear();
    },
  };
}
