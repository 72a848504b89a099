/**
 * Round timers run on the server's clock: a member's phone may be minutes off, and a countdown that
 * reaches zero before the server closes betting would invite bets that are then refused.
 */
export interface ServerClock {
  /** Milliseconds to add to Date.now() to read the server's time. */
  offset: number;
}

export function syncClock(serverNow: number | string, localNow: number = Date.now()): ServerClock {
  const server = typeof serverNow === 'number' ? serverNow : Date.parse(serverNow);
  return { offset: Number.isFinite(server) ? server - localNow : 0 };
}

export function serverTime(clock: ServerClock, localNow: number = Date.now()): number {
  return localNow + clock.offset;
}

/** Whole seconds left until `until` (never negative), rounded up so "0" means the moment has come. */
export function secondsLeft(until: number | string, clock: ServerClock, localNow: number = Date.now()): number {
  const target = typeof until === 'number' ? until : Date.parse(until);
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - serverTime(clock, localNow)) / 1000));
}

/** "m:ss", or "h:mm:ss" from an hour up: the lottery's next draw may be hours away. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
