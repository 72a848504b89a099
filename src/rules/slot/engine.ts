import type { z } from 'zod';
import type { slotOutcomeSchema } from '../../contract/house.ts';
import { pick, type RandomSource } from '../random.ts';
import { linePays, paylines, reelCount, reels, rowCount, scatterPays, type SlotSymbol } from './paytable.ts';

export type SlotOutcome = z.infer<typeof slotOutcomeSchema>;
export type LineWin = SlotOutcome['lines'][number];

/**
 * What one line pays, in line bets: the better of its leading wilds and its first real symbol.
 */
export function linePay(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; pays: number } | null {
  const at = (reel: number) => symbols[reel];
  const first = at(0);
  if (first === 'SCATTER') return null;
  let wilds = 0;
  while (wilds < reelCount && at(wilds) === 'WILD') wilds += 1;
  const wildPays = wilds >= 3 ? linePays.WILD[wilds - 3] : 0;
  if (wilds === reelCount) return { symbol: 'WILD', count: wilds, pays: wildPays };
  const target = at(wilds);
  let count = wilds;
  if (target !== 'SCATTER') {
    while (count < reelCount && (at(count) === target || at(count) === 'WILD')) count += 1;
  }
  const symbolPays = target !== 'SCATTER' && target !== 'WILD' && count >= 3 ? linePays[target][count - 3] : 0;
  if (symbolPays === 0 && wildPays === 0) return null;
  return symbolPays >= wildPays ? { symbol: target, count, pays: symbolPays } : { symbol: 'WILD', count: wilds, pays: wildPays };
}

export function scatterPay(scatters: number): number {
  return scatters >= 3 ? scatterPays[Math.min(scatters, 5) - 3] : 0;
}

/** The screen of five stops: reels[reel][row]. */
export function screen(stops: readonly number[]): SlotSymbol[][] {
  const window: SlotSymbol[][] = [];
  for (let reel = 0; reel < stops.length; reel += 1) {
    const strip = reels[reel];
    const column: SlotSymbol[] = [];
    for (let row = 0; row < rowCount; row += 1) column.push(strip[(stops[reel] + row) % strip.length]);
    window.push(column);
  }
  return window;
}

/** Line bets won by the screen and whole stakes won by its scatters. */
export function evaluate(window: readonly (readonly SlotSymbol[])[]): { lines: LineWin[]; linePays: number; scatterPays: number } {
  const lines: LineWin[] = [];
  let total = 0;
  const symbols: SlotSymbol[] = new Array<SlotSymbol>(reelCount);
  for (let line = 0; line < paylines.length; line += 1) {
    const rows = paylines[line];
    for (let reel = 0; reel < reelCount; reel += 1) symbols[reel] = window[reel][rows[reel]];
    const win = linePay(symbols);
    if (win) {
      lines.push({ line, ...win });
      total += win.pays;
    }
  }
  let scatters = 0;
  for (const column of window) for (const symbol of column) if (symbol === 'SCATTER') scatters += 1;
  return { lines, linePays: total, scatterPays: scatterPay(scatters) };
}

/** One spin from the fair random stream: one number per reel picks its stop. */
export function spin(random: RandomSource): SlotOutcome {
  const stops: number[] = [];
  for (let reel = 0; reel < reelCount; reel += 1) stops.push(pick(random, reels[reel].length));
  const window = screen(stops);
  const result = evaluate(window);
  return {
    game: 'slot',
    reels: window,
    lines: result.lines,
    scatterPays: result.scatterPays,
    multiplier: result.linePays / paylines.length + result.scatterPays,
  };
}

/** The payout of a stake in minor units, rounded down to the minor unit. */
export function slotPayout(stake: bigint, outcome: SlotOutcome): bigint {
  const lineTotal = outcome.lines.reduce((sum, line) => sum + line.pays, 0);
  return (stake * BigInt(lineTotal)) / BigInt(paylines.length) + stake * BigInt(outcome.scatterPays);
}
