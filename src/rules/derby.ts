import type { RandomSource } from './random.ts';
import type { z } from 'zod';
import type { derbyOutcomeSchema, derbyPicks } from '../contract/house.ts';

export type DerbyOutcome = z.infer<typeof derbyOutcomeSchema>;
export type DerbyPick = (typeof derbyPicks)[number];

/**
 * A fight ends in a draw 11.5% of the time, otherwise either side wins with equal chance. Meron
 * and wala pay 1.90 and are given back on a draw (return 95.6%); a draw pays 8.00 (return 92%).
 */
export const drawChance = 0.115;
export const derbyOdds: Readonly<Record<DerbyPick, number>> = { meron: 1.9, wala: 1.9, draw: 8 };

export function fight(random: RandomSource): DerbyOutcome {
  const value = random.next();
  if (value < drawChance) return { game: 'derby', winner: 'draw' };
  return { game: 'derby', winner: value < drawChance + (1 - drawChance) / 2 ? 'meron' : 'wala' };
}

const roosters = ['Bagwis', 'Kidlat', 'Hari ng Tondo', 'Pulang Apoy', 'Agila', 'Bulik', 'Talisain', 'Abuhin', 'Lasak', 'Maya Negra', 'Sunog', 'Bakal'];

/** The two cocks of round `number`, named from the round number so everyone sees the same card. */
export function fighters(number: number): { home: string; away: string } {
  const home = number % roosters.length;
  const away = (home + 1 + (Math.floor(number / roosters.length) % (roosters.length - 1))) % roosters.length;
  return { home: roosters[home], away: roosters[away] };
}

/** What a bet gets back: a win, a push (stake back) or nothing. */
export function derbyResult(pick: DerbyPick, outcome: DerbyOutcome): 'won' | 'push' | 'lost' {
  if (pick === outcome.winner) return 'won';
  return outcome.winner === 'draw' ? 'push' : 'lost';
}
