import { describe, expect, it } from 'vitest';
import { draw, drawSize, lottoPick, lottoWins, parseLottoPick, type LottoOutcome } from './lotto.ts';
import { betReturn, scheduledRules } from './scheduled.ts';
import { choosing, numbers } from './test-support.ts';

/** The draw for the chosen pool indices: each number the draw takes picks among the numbers left. */
const drawn = (indices: readonly number[]) => draw(numbers(indices.map((index, position) => choosing(index, 100 - position)))).numbers;

describe('lotto: the draw', () => {
  it('opens every ordered pair of different numbers exactly once over the 100 × 99 first two choices', () => {
    const seen = new Set<string>();
    for (let first = 0; first < 100; first += 1) {
      for (let second = 0; second < 99; second += 1) {
        const [a, b, ...rest] = drawn([first, second, 0, 0, 0]);
        expect(a).not.toBe(b);
        expect(new Set([a, b, ...rest]).size).toBe(drawSize);
        seen.add(`${a}-${b}`);
      }
    }
    expect(seen.size).toBe(100 * 99);
  });
});

describe('lotto: odds and return counted over the draws', () => {
  // Draws are the 100·99·98·97·96 ordered choices of 5 different numbers, all equally likely
  // (checked above for the first two). A number is first in 99·98·97·96 of them and among the
  // five in 5·99·98·97·96: chances 1% and 5%.
  const draws = 100 * 99 * 98 * 97 * 96;
  const chance = { first: (99 * 98 * 97 * 96) / draws, any: (5 * 99 * 98 * 97 * 96) / draws };

  it('settles "any" on a number anywhere in the draw and "first" only on the first', () => {
    const outcome: LottoOutcome = { game: 'lotto', numbers: [61, 75, 91, 6, 39] };
    expect(lottoWins('any:06', outcome)).toBe(true);
    expect(lottoWins('first:61', outcome)).toBe(true);
    expect(lottoWins('first:75', outcome)).toBe(false);
    expect(lottoWins('any:07', outcome)).toBe(false);
    expect(parseLottoPick(lottoPick('first', 7))).toEqual({ kind: 'first', number: 7 });
    expect(scheduledRules.lotto.oddsOf('any:7', 1)).toBeNull();
  });

  it('returns 95% on "any" (19.00) and on "first" (95.00), as the markets show', () => {
    const markets = Object.fromEntries(scheduledRules.lotto.markets(1).map((entry) => [entry.pick, entry.odds]));
    for (const kind of ['any', 'first'] as const) {
      const odds = scheduledRules.lotto.oddsOf(lottoPick(kind, 42), 1) ?? 0;
      expect(odds).toBe(markets[kind]);
      const won = Number(betReturn(10_000n, Math.round(odds * 100), 'won')) / 10_000;
      expect(chance[kind] * won).toBeCloseTo(0.95, 12);
    }
  });
});
