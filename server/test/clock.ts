import type { Clock } from '../lib/clock.ts';

/** A clock that stands still until moved: the API tests' clock. */
export interface ManualClock extends Clock {
  set(at: Date): void;
  advance(milliseconds: number): void;
}

export function manualClock(start: Date): ManualClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (moment) => {
      at = moment.getTime();
    },
    advance: (milliseconds) => {
      at += milliseconds;
    },
  };
}
