import type { diceDirections } from '../../contract/house.ts';

export type DiceDirection = (typeof diceDirections)[number];

/**
 * The chance, in percent, that a roll of 0.00–99.99 lands on the winning side: 0.01 steps, so
 * "under 50" wins on 0.00–49.99 (5,000 of 10,000 rolls) and "over 50" on 50.01–99.99 (4,999).
 */
export function winChance(target: number, direction: DiceDirection): number {
  const hundredths = Math.round(target * 100);
  const winning = direction === 'under' ? hundredths : 9999 - hundredths;
  return Math.max(0, winning) / 100;
}

/** The green part of the track, as left and width in percent of the 0–100 scale. */
export function winZone(target: number, direction: DiceDirection): { left: number; width: number } {
  return direction === 'under' ? { left: 0, width: target } : { left: target, width: 100 - target };
}
