import type { z } from 'zod';
import type { diceDirections, diceOutcomeSchema, rollBodySchema } from '../contract/house.ts';
import type { RandomSource } from './random.ts';

/**
 * Lucky Dice, the one statement of its rule: the page shows the chance and the payout from here
 * and the server settles with the same functions, so they cannot disagree.
 *
 * A roll is one of the 10,000 equally likely values 0.00 … 99.99. "Under T" wins when the roll is
 * below T, "over T" when it is above T; a roll equal to the target is on neither side and loses both
 * (the words mean strictly under and strictly over). So at T = 50.00 under wins on 0.00–49.99
 * (5,000 rolls) and over on 50.01–99.99 (4,999 rolls). A win pays 99 / (chance in %) times the
 * stake, so the return is 99% whichever side and target.
 */
export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;
export type DiceDirection = (typeof diceDirections)[number];
export type DiceBet = Pick<z.infer<typeof rollBodySchema>, 'target' | 'direction'>;

/** Rolls are counted in hundredths: 0 … 9,999. */
export const diceOutcomes = 10_000;
/** The house keeps 1%. */
export const diceReturnPercent = 99;

const hundredths = (value: number) => Math.round(value * 100);

/** A roll from 0.00 to 99.99, each of the 10,000 values equally likely. */
export function roll(random: RandomSource): DiceOutcome {
  return { game: 'dice', roll: Math.floor(random.next() * diceOutcomes) / 100 };
}

/** How many of the 10,000 rolls win the bet (also its chance in hundredths of a percent). */
export function winningRolls(bet: DiceBet): number {
  const target = hundredths(bet.target);
  return Math.max(0, bet.direction === 'under' ? target : diceOutcomes - 1 - target);
}

/** The chance of winning in percent, as the page shows it. */
export const winChancePercent = (bet: DiceBet) => winningRolls(bet) / 100;

export function diceWins(bet: DiceBet, outcome: DiceOutcome): boolean {
  const rolled = hundredths(outcome.roll);
  const target = hundredths(bet.target);
  return bet.direction === 'under' ? rolled < target : rolled > target;
}

/** Payout in minor units, rounded down: stake × 99 / chance%. */
export function dicePayout(stake: bigint, bet: DiceBet, outcome: DiceOutcome): bigint {
  if (!diceWins(bet, outcome)) return 0n;
  return (stake * BigInt(diceReturnPercent) * 100n) / BigInt(winningRolls(bet));
}

/** What a win returns per unit staked, to four decimals, rounded down as the payout is. */
export function diceMultiplier(bet: DiceBet): number {
  const rolls = winningRolls(bet);
  return rolls === 0 ? 0 : Math.floor((diceReturnPercent * 100 * 10_000) / rolls) / 10_000;
}

/** The winning part of the 0–100 track, as left and width in percent. */
export function winZone(bet: DiceBet): { left: number; width: number } {
  return bet.direction === 'under' ? { left: 0, width: bet.target } : { left: bet.target, width: 100 - bet.target };
}
