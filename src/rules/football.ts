import type { z } from 'zod';
import type { footballOutcomeSchema, footballPicks } from '../contract/house.ts';
import { pick, type RandomSource } from './random.ts';

export type FootballOutcome = z.infer<typeof footballOutcomeSchema>;
export type FootballPick = (typeof footballPicks)[number];

const teams: readonly { name: string; strength: number }[] = [
  { name: 'Manila Carabaos', strength: 88 },
  { name: 'Cebu Mariners', strength: 82 },
  { name: 'Davao Eagles', strength: 79 },
  { name: 'Iloilo Hawks', strength: 74 },
  { name: 'Baguio Pines', strength: 70 },
  { name: 'Lisboa Navegantes', strength: 91 },
  { name: 'Porto Dragões', strength: 86 },
  { name: 'Rio Tubarões', strength: 83 },
  { name: 'Recife Leões', strength: 76 },
  { name: 'Quezon Tamaraws', strength: 72 },
];

/** Goals are capped at this many per side; the cap takes the (tiny) rest of the distribution. */
const maxGoals = 10;
/** The bookmaker keeps 6%: odds are 0.94 / chance, rounded down to the cent. */
export const footballReturn = 0.94;

export interface Fixture {
  home: string;
  away: string;
  /** Expected goals of each side, from the strengths and a home advantage. */
  homeRate: number;
  awayRate: number;
}

/** Match `number`'s teams, fixed by the round number so the odds can be shown before betting opens. */
export function fixture(number: number): Fixture {
  const home = teams[number % teams.length];
  const away = teams[(number + 1 + (Math.floor(number / teams.length) % (teams.length - 1))) % teams.length];
  const ratio = home.strength / away.strength;
  return { home: home.name, away: away.name, homeRate: 1.45 * ratio ** 2, awayRate: 1.15 / ratio ** 2 };
}

/** P(goals = k) for k = 0..maxGoals, the last entry holding the tail. */
function goalChances(rate: number): number[] {
  const chances: number[] = [];
  let term = Math.exp(-rate);
  for (let goals = 0; goals < maxGoals; goals += 1) {
    chances.push(term);
    term = (term * rate) / (goals + 1);
  }
  chances.push(1 - chances.reduce((sum, chance) => sum + chance, 0));
  return chances;
}

export function outcomeChances(match: Fixture): Record<FootballPick, number> {
  const home = goalChances(match.homeRate);
  const away = goalChances(match.awayRate);
  const chances: Record<FootballPick, number> = { '1': 0, X: 0, '2': 0 };
  home.forEach((h, homeGoals) =>
    away.forEach((a, awayGoals) => {
      chances[homeGoals > awayGoals ? '1' : homeGoals === awayGoals ? 'X' : '2'] += h * a;
    }),
  );
  return chances;
}

export function footballOdds(match: Fixture): Record<FootballPick, number> {
  const chances = outcomeChances(match);
  const odds = (chance: number) => Math.max(1.01, Math.floor((100 * footballReturn) / chance) / 100);
  return { '1': odds(chances['1']), X: odds(chances.X), '2': odds(chances['2']) };
}

function goalsFrom(random: RandomSource, rate: number): number {
  const value = random.next();
  let cumulative = 0;
  const chances = goalChances(rate);
  for (let goals = 0; goals < chances.length; goals += 1) {
    cumulative += chances[goals];
    if (value < cumulative) return goals;
  }
  return maxGoals;
}

/** The match: each side's goals from its Poisson rate, then a minute for every goal. */
export function play(random: RandomSource, match: Fixture): FootballOutcome {
  const homeGoals = goalsFrom(random, match.homeRate);
  const awayGoals = goalsFrom(random, match.awayRate);
  const goals = [
    ...Array.from({ length: homeGoals }, () => ({ side: 'home' as const, minute: 1 + pick(random, 90) })),
    ...Array.from({ length: awayGoals }, () => ({ side: 'away' as const, minute: 1 + pick(random, 90) })),
  ].sort((a, b) => a.minute - b.minute);
  const winner = homeGoals > awayGoals ? '1' : homeGoals === awayGoals ? 'X' : '2';
  return { game: 'football', homeGoals, awayGoals, goals, winner };
}
