/** Whole seconds left until `until` on the server's clock, rounded up so 0 means the moment has come. */
export function secondsLeft(until: string, serverNow: number): number {
  const target = Date.parse(until);
  if (!Number.isFinite(target)) return 0;
  return Math.max(0, Math.ceil((target - serverNow) / 1000));
}

/** "m:ss", or "h:mm:ss" from an hour up: the lottery's next draw may be hours away. */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
