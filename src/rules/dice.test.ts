import { describe, expect, it } from 'vitest';
import { dicePayout, diceMultiplier, diceWins, roll, winChancePercent, winningRolls, winZone, type DiceBet } from './dice.ts';
import { numbers, span } from './test-support.ts';

/**
 * Expectations come from counting the 10,000 rolls here, with the rule as the game's text states it:
 * under T wins on rolls strictly below T, over T on rolls strictly above T.
 */
const countWinning = (bet: DiceBet) => {
  const target = Math.round(bet.target * 100);
  let count = 0;
  for (let rolled = 0; rolled < 10_000; rolled += 1) if (bet.direction === 'under' ? rolled < target : rolled > target) count += 1;
  return count;
};

const targets = [...Array.from({ length: 97 }, (_, index) => index + 2), 10.5, 49.99, 50.01, 75.25, 97.99];
const bets: DiceBet[] = targets.flatMap((target) => [
  { target, direction: 'under' as const },
  { target, direction: 'over' as const },
]);

describe('dice: the page and the settlement count the same rolls', () => {
  it('states over 50 as 4,999 winning rolls (49.99%) and under 50 as 5,000 (50%)', () => {
    expect(winChancePercent({ target: 50, direction: 'over' })).toBe(49.99);
    expect(winChancePercent({ target: 50, direction: 'under' })).toBe(50);
    expect(winChancePercent({ target: 2, direction: 'over' })).toBe(97.99);
  });

  it('shows as chance exactly the share of rolls the settlement pays, for every target and side', () => {
    for (const bet of bets) {
      let paid = 0;
      for (let rolled = 0; rolled < 10_000; rolled += 1) if (dicePayout(100n, bet, { game: 'dice', roll: rolled / 100 }) > 0n) paid += 1;
      expect({ bet, paid }).toEqual({ bet, paid: countWinning(bet) });
      expect(winningRolls(bet)).toBe(paid);
      expect(winChancePercent(bet) * 100).toBeCloseTo(paid, 9);
    }
  });

  it('loses both sides on a roll equal to the target', () => {
    const at = { game: 'dice' as const, roll: 50 };
    expect(diceWins({ target: 50, direction: 'under' }, at)).toBe(false);
    expect(diceWins({ target: 50, direction: 'over' }, at)).toBe(false);
    expect(diceWins({ target: 50, direction: 'over' }, { game: 'dice', roll: 50.01 })).toBe(true);
    expect(diceWins({ target: 50, direction: 'under' }, { game: 'dice', roll: 49.99 })).toBe(true);
  });

  it('returns 99% of the stake over the 10,000 rolls, less at most the rounding to the minor unit', () => {
    const stake = 1_000_000n;
    for (const bet of bets) {
      let returned = 0n;
      for (let rolled = 0; rolled < 10_000; rolled += 1) returned += dicePayout(stake, bet, { game: 'dice', roll: rolled / 100 });
      // 99% of 10,000 stakes, each win rounded down by less than one minor unit.
      const expected = (stake * 10_000n * 99n) / 100n;
      expect(returned).toBeLessThanOrEqual(expected);
      expect(expected - returned).toBeLessThan(BigInt(countWinning(bet)));
    }
  });

  it('shows the payout a win books: ×1.98 on 5,000 rolls, ×1.9803 on 4,999', () => {
    expect(diceMultiplier({ target: 50, direction: 'under' })).toBe(1.98);
    expect(dicePayout(10_000n, { target: 50, direction: 'under' }, { game: 'dice', roll: 0 })).toBe(19_800n);
    expect(diceMultiplier({ target: 50, direction: 'over' })).toBe(1.9803);
    expect(dicePayout(10_000n, { target: 50, direction: 'over' }, { game: 'dice', roll: 99.99 })).toBe(19_803n);
  });

  it('paints the winning part of the track on the side the rule names', () => {
    expect(winZone({ target: 30, direction: 'over' })).toEqual({ left: 30, width: 70 });
    expect(winZone({ target: 30, direction: 'under' })).toEqual({ left: 0, width: 30 });
  });
});

describe('dice: the roll', () => {
  it('gives every one of the 10,000 rolls 429,496 or 429,497 of the 2^32 numbers', () => {
    let previousStart = 0;
    for (let rolled = 1; rolled <= 10_000; rolled += 1) {
      // The first 32-bit number whose roll is `rolled` hundredths (or the end of the space).
      const start = Math.ceil((rolled * span) / 10_000);
      expect(start - previousStart === 429_496 || start - previousStart === 429_497).toBe(true);
      expect(roll(numbers([(start - 1) / span])).roll).toBe((rolled - 1) / 100);
      if (rolled < 10_000) expect(roll(numbers([start / span])).roll).toBe(rolled / 100);
      previousStart = start;
    }
  });
});
