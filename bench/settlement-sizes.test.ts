import { describe, expect, it } from 'vitest';
import { betCount, settlementSizes } from './settlement-sizes.ts';

describe('--settlement-bets', () => {
  it('reads counts written out or with k and M', () => {
    expect(betCount('100000')).toBe(100_000);
    expect(betCount('100_000')).toBe(100_000);
    expect(betCount('250k')).toBe(250_000);
    expect(betCount('1M')).toBe(1_000_000);
    expect(betCount('3m')).toBe(3_000_000);
    expect(betCount('2.5M')).toBe(2_500_000);
    expect(betCount('lots')).toBeNaN();
  });

  it('takes the sizes after the option or its =, 100,000 when none is given', () => {
    expect(settlementSizes(['--quick', '--settlement-bets', '100000,1M,3M'])).toEqual([100_000, 1_000_000, 3_000_000]);
    expect(settlementSizes(['--settlement-bets=1M'])).toEqual([1_000_000]);
    expect(settlementSizes(['--only=settlement'])).toEqual([100_000]);
  });

  it('refuses a size that is not a count of bets', () => {
    expect(() => settlementSizes(['--settlement-bets', '1M,none'])).toThrow('--settlement-bets: expected bet counts such as 100000,1M,3M, got 1M,none');
    expect(() => settlementSizes(['--settlement-bets', '0.5'])).toThrow('expected bet counts');
  });
});
