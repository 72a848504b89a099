import type { z } from 'zod';
import type { slotSymbolSchema } from '../../contract/house.ts';

/** The slot's rules as data; README.md explains them and states the return to player they give. */
export type SlotSymbol = z.infer<typeof slotSymbolSchema>;

export const reelCount = 5;
export const rowCount = 3;

/** 20 paylines: the row (0 top) the line crosses on each reel. */
export const paylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/** Line pays for 3, 4 and 5 of a kind from the leftmost reel, in line bets (stake / 20). */
export const linePays: Readonly<Record<Exclude<SlotSymbol, 'SCATTER'>, readonly [number, number, number]>> = {
  J: [2, 5, 20],
  Q: [2, 6, 25],
  K: [3, 8, 30],
  A: [3, 10, 40],
  BELL: [5, 20, 80],
  STAR: [8, 30, 120],
  SEVEN: [15, 60, 300],
  WILD: [20, 100, 1000],
};

/** Scatter pays for 3, 4 and 5 anywhere on the screen, in whole stakes. */
export const scatterPays: readonly [number, number, number] = [2, 10, 50];

const strip = (text: string) => text.trim().split(/\s+/) as SlotSymbol[];
const reelA = 'J Q K WILD A SCATTER Q BELL J STAR SEVEN Q K WILD J A Q SCATTER BELL J STAR SEVEN Q A K WILD';
const reelB = 'J Q K WILD A SCATTER Q BELL J STAR SEVEN Q K J A Q SCATTER BELL J STAR Q A K WILD';

/**
 * Reel strips; a stop shows its symbol on the top row and the next two below, wrapping around.
 * Scatters sit at least three apart, so a reel shows at most one.
 */
export const reels: readonly (readonly SlotSymbol[])[] = [strip(reelA), strip(reelA), strip(reelA), strip(reelB), strip(reelB)];
