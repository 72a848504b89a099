import { baccaratPicks, derbyPicks, footballPicks, type Outcome, type ScheduledGame } from '../contract/house.ts';
import type { RandomSource } from './random.ts';
import { baccaratOdds, baccaratResult, coup, type BaccaratPick } from './baccarat.ts';
import { derbyOdds, derbyResult, fight, fighters, type DerbyPick } from './derby.ts';
import { fixture, footballOdds, play, type FootballPick } from './football.ts';
import { draw, lottoOdds, lottoWins, parseLottoPick } from './lotto.ts';
import { isOneOf } from '../lib/one-of.ts';

export type BetResult = 'won' | 'push' | 'lost';

/**
 * What a settled bet returns in minor units, rounded down: stake × odds on a win (odds kept in
 * cents as the bet was taken), the stake itself on a push, nothing on a loss.
 */
export function betReturn(stake: bigint, oddsCents: number, result: BetResult): bigint {
  if (result === 'won') return (stake * BigInt(oddsCents)) / 100n;
  return result === 'push' ? stake : 0n;
}

/** How a scheduled game runs: its clock, what can be bet at which odds, and how a round ends. */
export interface ScheduledRules {
  /** A round every periodMs; bets are taken for the first bettingMs, then the round plays out. */
  periodMs: number;
  bettingMs: number;
  sides(number: number): { home: string; away: string } | null;
  markets(number: number): { pick: string; odds: number }[];
  /** The odds of a valid pick, null for a pick the game does not take. */
  oddsOf(pick: string, number: number): number | null;
  outcome(random: RandomSource, number: number): Outcome;
  result(pick: string, outcome: Outcome): BetResult;
}

const derby: ScheduledRules = {
  periodMs: 60_000,
  bettingMs: 40_000,
  sides: fighters,
  markets: () => derbyPicks.map((pick) => ({ pick, odds: derbyOdds[pick] })),
  oddsOf: (pick) => (isOneOf(derbyPicks, pick) ? derbyOdds[pick] : null),
  outcome: (random) => fight(random),
  result: (pick, outcome) => (outcome.game === 'derby' ? derbyResult(pick as DerbyPick, outcome) : 'lost'),
};

const lotto: ScheduledRules = {
  periodMs: 120_000,
  bettingMs: 100_000,
  sides: () => null,
  markets: () => [
    { pick: 'any', odds: lottoOdds.any },
    { pick: 'first', odds: lottoOdds.first },
  ],
  oddsOf: (pick) => {
    const parsed = parseLottoPick(pick);
    return parsed ? lottoOdds[parsed.kind] : null;
  },
  outcome: (random) => draw(random),
  result: (pick, outcome) => (outcome.game === 'lotto' && lottoWins(pick, outcome) ? 'won' : 'lost'),
};

const baccarat: ScheduledRules = {
  periodMs: 45_000,
  bettingMs: 30_000,
  sides: () => null,
  markets: () => baccaratPicks.map((pick) => ({ pick, odds: baccaratOdds[pick] })),
  oddsOf: (pick) => (isOneOf(baccaratPicks, pick) ? baccaratOdds[pick] : null),
  outcome: (random) => coup(random),
  result: (pick, outcome) => (outcome.game === 'baccarat' ? baccaratResult(pick as BaccaratPick, outcome) : 'lost'),
};

const football: ScheduledRules = {
  periodMs: 90_000,
  bettingMs: 60_000,
  sides: (number) => {
    const match = fixture(number);
    return { home: match.home, away: match.away };
  },
  markets: (number) => {
    const odds = footballOdds(fixture(number));
    return footballPicks.map((pick) => ({ pick, odds: odds[pick] }));
  },
  oddsOf: (pick, number) => (isOneOf(footballPicks, pick) ? footballOdds(fixture(number))[pick as FootballPick] : null),
  outcome: (random, number) => play(random, fixture(number)),
  result: (pick, outcome) => (outcome.game === 'football' && outcome.winner === pick ? 'won' : 'lost'),
};

export const scheduledRules: Readonly<Record<ScheduledGame, ScheduledRules>> = { derby, lotto, baccarat, football };

/** Round `number` of a game: code, times and the public client seed (the code itself). */
export function roundTimes(game: ScheduledGame, number: number): { code: string; opensAt: Date; closesAt: Date; settlesAt: Date } {
  const rules = scheduledRules[game];
  const opens = number * rules.periodMs;
  return {
    code: roundCode(game, number),
    opensAt: new Date(opens),
    closesAt: new Date(opens + rules.bettingMs),
    settlesAt: new Date(opens + rules.periodMs),
  };
}

export const roundCode = (game: ScheduledGame, number: number) => `${game}-${number}`;

/** The round a code names, for the fairness check of a scheduled game. */
export function roundNumberOf(code: string): number | null {
  const match = /^[a-z]+-(\d{1,15})$/.exec(code);
  return match ? Number(match[1]) : null;
}

export function roundAt(game: ScheduledGame, now: Date): number {
  return Math.floor(now.getTime() / scheduledRules[game].periodMs);
}
