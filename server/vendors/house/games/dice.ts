import type { z } from 'zod';
import type { diceOutcomeSchema, rollBodySchema } from '../../../../src/contract/house.ts';
import type { Randoms } from '../fair.ts';

export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;
export type DiceBet = Pick<z.infer<typeof rollBodySchema>, 'target' | 'direction'>;

/** The house keeps 1%: a win pays 99 / (chance in %) times the stake, so the return is 99% for any target. */
export const diceReturnPercent = 99;

/** A roll from 0.00 to 99.99, each of the 10,000 values equally likely. */
export function roll(random: Randoms): DiceOutcome {
  return { game: 'dice', roll: Math.floor(random.next() * 10_000) / 100 };
}

/** Chance of winning in hundredths of a percent: under wins below the target, over at or above it. */
export function winChance(bet: DiceBet): number {
  const target = Math.round(bet.target * 100);
  return bet.direction === 'under' ? target : 10_000 - target;
}

export function diceWins(bet: DiceBet, outcome: DiceOutcome): boolean {
  const rolled = Math.round(outcome.roll * 100);
  const target = Math.round(bet.target * 100);
  return bet.direction === 'under' ? rolled < target : rolled >= target;
}

/** Payout in minor units, rounded down: stake × 99 / chance%. */
export function dicePayout(stake: bigint, bet: DiceBet, outcome: DiceOutcome): bigint {
  if (!diceWins(bet, outcome)) return 0n;
  return (stake * BigInt(diceReturnPercent) * 100n) / BigInt(winChance(bet));
}
