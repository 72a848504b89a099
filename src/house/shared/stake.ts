/** Bet limits the server states in the game state (min and max per bet). */
export interface Limits {
  min: number;
  max: number;
}

/** A stake the server will accept: within the limits and with at most 2 decimals (amountSchema). */
export function clampStake(value: number, limits: Limits): number {
  if (!Number.isFinite(value)) return limits.min;
  const bounded = Math.min(limits.max, Math.max(limits.min, value));
  return Math.round(bounded * 100) / 100;
}

/**
 * The stake steps offered by the − and + buttons: a 1-2-5 ladder inside the limits, so a member
 * moves from 1 to 1,000 in a few presses instead of typing.
 */
export function stakeLadder(limits: Limits): number[] {
  const ladder: number[] = [];
  for (let magnitude = 0.01; magnitude <= limits.max * 10; magnitude *= 10) {
    for (const step of [1, 2, 5]) {
      const value = Math.round(step * magnitude * 100) / 100;
      if (value >= limits.min && value <= limits.max && !ladder.includes(value)) ladder.push(value);
    }
  }
  if (!ladder.includes(limits.min)) ladder.unshift(limits.min);
  if (!ladder.includes(limits.max)) ladder.push(limits.max);
  return ladder.sort((a, b) => a - b);
}

/** The next rung up (+1) or down (−1) from the current stake. */
export function stepStake(current: number, direction: 1 | -1, limits: Limits): number {
  const ladder = stakeLadder(limits);
  if (direction > 0) return ladder.find((value) => value > current) ?? limits.max;
  return [...ladder].reverse().find((value) => value < current) ?? limits.min;
}
