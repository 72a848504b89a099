import { describe, expect, it } from 'vitest';
import { clampStake, stakeLadder, stepStake } from './stake.ts';

const limits = { min: 1, max: 1000 };

describe('stakes', () => {
  it('keeps a stake inside the limits with at most 2 decimals', () => {
    expect(clampStake(0.2, limits)).toBe(1);
    expect(clampStake(5000, limits)).toBe(1000);
    expect(clampStake(12.345, limits)).toBe(12.35);
    expect(clampStake(Number.NaN, limits)).toBe(1);
  });

  it('steps along a 1-2-5 ladder that includes the limits', () => {
    expect(stakeLadder(limits)).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]);
    expect(stakeLadder({ min: 0.5, max: 30 })).toEqual([0.5, 1, 2, 5, 10, 20, 30]);
    expect(stepStake(1, 1, limits)).toBe(2);
    expect(stepStake(7, 1, limits)).toBe(10);
    expect(stepStake(7, -1, limits)).toBe(5);
    expect(stepStake(1, -1, limits)).toBe(1);
    expect(stepStake(1000, 1, limits)).toBe(1000);
  });
});
