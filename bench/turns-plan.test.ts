import { describe, expect, it } from 'vitest';
import { median, turnOrder } from './turns-plan.ts';

describe('turns', () => {
  it('runs each side first as often as second', () => {
    expect(turnOrder(8).join(' ')).toBe('a b b a a b b a');
    expect(turnOrder(6).join(' ')).toBe('a b b a a b');
    const counts = (turns: number) => turnOrder(turns).filter((side) => side === 'a').length;
    expect([counts(4), counts(8), counts(12)]).toEqual([2, 4, 6]);
  });

  it('takes the median of the rounds, leaving out the ones with nothing to read', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, Number.NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });
});
