import { describe, expect, it } from 'vitest';
import { footballPicks } from '../contract/house.ts';
import { fixture, footballOdds, play, type Fixture } from './football.ts';
import { betReturn, scheduledRules } from './scheduled.ts';
import { firstWhere, numbers, span } from './test-support.ts';

/** Numbers for a match: home's, away's, then enough for the goals' minutes. */
const matchNumbers = (home: number, away: number) => numbers([home, away, ...Array.from<number>({ length: 40 }).fill(0)]);

/** How many of the 2^32 numbers give each goal count 0-10 to one side (its goals are a step function of its number). */
function goalCounts(match: Fixture, side: 'home' | 'away'): number[] {
  const goalsAt = (value: number) => {
    const outcome = play(side === 'home' ? matchNumbers(value, 0) : matchNumbers(0, value), match);
    return side === 'home' ? outcome.homeGoals : outcome.awayGoals;
  };
  const starts = [0];
  for (let goals = 1; goals <= 10; goals += 1) starts.push(firstWhere((value) => goalsAt(value) >= goals, starts[goals - 1]));
  return starts.map((start, goals) => (starts[goals + 1] ?? span) - start);
}

/** Poisson chances of 0-9 goals and the rest at 10, written out here from the rate. */
function poisson(rate: number): number[] {
  const chances: number[] = [];
  let factorial = 1;
  for (let goals = 0; goals < 10; goals += 1) {
    if (goals > 0) factorial *= goals;
    chances.push((Math.exp(-rate) * rate ** goals) / factorial);
  }
  return [...chances, 1 - chances.reduce((sum, chance) => sum + chance, 0)];
}

describe('virtual football: 1X2 counted over the two sides’ numbers', () => {
  // Every pairing of the ten teams: the fixture depends on the round number modulo 90.
  const matches = Array.from({ length: 90 }, (_, number) => ({ number, match: fixture(number) }));

  it('gives each side Poisson goals from its rate, to the 2^32 numbers', () => {
    for (const { match } of matches.slice(0, 10)) {
      for (const side of ['home', 'away'] as const) {
        const counts = goalCounts(match, side);
        const expected = poisson(side === 'home' ? match.homeRate : match.awayRate);
        counts.forEach((count, goals) => expect(Math.abs(count / span - expected[goals])).toBeLessThan(1e-9));
      }
    }
  });

  it('prices every pairing at 0.94 / chance rounded down to the cent, so each pick returns 93-94%', () => {
    for (const { number, match } of matches) {
      const home = goalCounts(match, 'home').map((count) => count / span);
      const away = goalCounts(match, 'away').map((count) => count / span);
      const chance = { '1': 0, X: 0, '2': 0 };
      home.forEach((h, homeGoals) => away.forEach((a, awayGoals) => (chance[homeGoals > awayGoals ? '1' : homeGoals === awayGoals ? 'X' : '2'] += h * a)));
      const shown = Object.fromEntries(scheduledRules.football.markets(number).map((entry) => [entry.pick, entry.odds]));
      for (const pick of footballPicks) {
        const odds = Math.max(1.01, Math.floor(94 / chance[pick]) / 100);
        expect({ number, pick, odds: footballOdds(match)[pick] }).toEqual({ number, pick, odds });
        expect(shown[pick]).toBe(odds);
        const returned = (chance[pick] * Number(betReturn(10_000n, Math.round(odds * 100), 'won'))) / 10_000;
        expect(returned).toBeLessThanOrEqual(0.94);
        expect(returned).toBeGreaterThan(0.93);
      }
    }
  });

  it('settles on the final score and names the fixture from the round number', () => {
    expect(fixture(1000)).toMatchObject({ home: 'Manila Carabaos', away: 'Davao Eagles' });
    const draw = { game: 'football' as const, homeGoals: 1, awayGoals: 1, goals: [], winner: 'X' as const };
    expect(footballPicks.map((pick) => scheduledRules.football.result(pick, draw))).toEqual(['lost', 'won', 'lost']);
  });
});
