import { describe, expect, it } from 'vitest';
import { derbyPicks } from '../contract/house.ts';
import { fight } from './derby.ts';
import { betReturn, scheduledRules } from './scheduled.ts';
import { firstWhere, numbers, span } from './test-support.ts';

const winnerAt = (value: number) => fight(numbers([value])).winner;

describe('derby: odds and return counted over the 2^32 numbers of a fight', () => {
  // The fight's winner is a step function of its one number: draw, then meron, then wala.
  const meronFrom = firstWhere((value) => winnerAt(value) !== 'draw');
  const walaFrom = firstWhere((value) => winnerAt(value) === 'wala', meronFrom);
  const counts = { draw: meronFrom, meron: walaFrom - meronFrom, wala: span - walaFrom };

  it('draws 11.5% of fights and splits the rest evenly between meron and wala', () => {
    // 11.5% of 2^32 is 493,921,239.04: the numbers below it are the 493,921,240 from 0.
    expect(counts.draw).toBe(493_921_240);
    expect(Math.abs(counts.meron - counts.wala)).toBeLessThanOrEqual(1);
    expect(winnerAt((meronFrom - 1) / span)).toBe('draw');
    expect(winnerAt((walaFrom - 1) / span)).toBe('meron');
  });

  it('returns 95.575% on meron and wala (1.90, stake back on a draw) and 92% on the draw (8.00)', () => {
    const expected = { meron: 0.4425 * 1.9 + 0.115, wala: 0.4425 * 1.9 + 0.115, draw: 0.115 * 8 };
    const market = Object.fromEntries(scheduledRules.derby.markets(1).map((entry) => [entry.pick, entry.odds]));
    for (const pick of derbyPicks) {
      const odds = scheduledRules.derby.oddsOf(pick, 1);
      expect(odds).toBe(market[pick]);
      let returned = 0;
      for (const winner of derbyPicks) {
        const result = scheduledRules.derby.result(pick, { game: 'derby', winner });
        returned += (counts[winner] / span) * Number(betReturn(1_000_000n, Math.round((odds ?? 0) * 100), result));
      }
      expect(returned / 1_000_000).toBeCloseTo(expected[pick], 8);
    }
    expect(scheduledRules.derby.oddsOf('tie', 1)).toBeNull();
  });
});
