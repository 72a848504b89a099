/**
 * What time it is, asked of one place. The HOUSE round clock, login lockouts, verification codes
 * and automatic withdrawal receipts read it, so tests set the time they mean instead of waiting for
 * it or reading the wall clock; production uses the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
