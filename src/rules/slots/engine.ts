import type { RandomSource } from '../random.ts';
import { draw, unit } from '../instant/types.ts';

/**
 * A HOUSE slot as data (games.json): its reel strips, symbols, paylines or ways, paytable and the
 * return to player its numbers give, stated exactly. One engine plays every definition.
 */
export interface SlotDefinition {
  code: string;
  rows: number;
  /** Substitutes for paying symbols; never on the first reel. */
  wild: string;
  /** Pays anywhere on the screen, in whole stakes. */
  scatter: string;
  /** strips[reel]: a stop shows its symbol on the top row and the next ones below, wrapping around. */
  strips: string[][];
  /** Paylines (the row each line crosses on each reel), or null for "all ways" from the left. */
  lines: number[][] | null;
  /** Line and ways pays are counted in stake / divisor. */
  divisor: number;
  /** Pays of 3, 4, 5… of a kind from the first reel, in stake / divisor (per way on ways games). */
  pays: Record<string, number[]>;
  /** Scatter pays for 3, 4, 5… on the screen, in whole stakes. */
  scatterPays: number[];
  /** The exact return to player in percent, rounded to two decimals. */
  rtp: number;
}

export interface SlotWin {
  /** Payline index, or -1 for a ways win. */
  line: number;
  symbol: string;
  count: number;
  /** In stake / divisor (ways wins already multiplied by their ways). */
  pays: number;
}

export interface SlotSpin {
  reels: string[][];
  wins: SlotWin[];
  scatters: number;
  scatterPays: number;
  /** The payout multiple in ten-thousandths of the stake. */
  basis: number;
}

export function screenOf(definition: SlotDefinition, stops: readonly number[]): string[][] {
  return definition.strips.map((strip, reel) => Array.from({ length: definition.rows }, (_, row) => strip[(stops[reel] + row) % strip.length]));
}

function lineWins(definition: SlotDefinition, screen: readonly string[][], lines: readonly number[][]): SlotWin[] {
  const wins: SlotWin[] = [];
  lines.forEach((rows, line) => {
    const first = screen[0][rows[0]];
    const table = definition.pays[first];
    if (!table) return;
    let count = 1;
    while (count < screen.length && (screen[count][rows[count]] === first || screen[count][rows[count]] === definition.wild)) count += 1;
    const pays = count >= 3 ? table[count - 3] : 0;
    if (pays > 0) wins.push({ line, symbol: first, count, pays });
  });
  return wins;
}

function waysWins(definition: SlotDefinition, screen: readonly string[][]): SlotWin[] {
  const wins: SlotWin[] = [];
  for (const symbol of new Set(screen[0])) {
    const table = definition.pays[symbol];
    if (!table) continue;
    let ways = screen[0].filter((shown) => shown === symbol).length;
    let count = 1;
    while (count < screen.length) {
      const matching = screen[count].filter((shown) => shown === symbol || shown === definition.wild).length;
      if (matching === 0) break;
      ways *= matching;
      count += 1;
    }
    const pays = count >= 3 ? table[count - 3] * ways : 0;
    if (pays > 0) wins.push({ line: -1, symbol, count, pays });
  }
  return wins;
}

export function evaluateScreen(definition: SlotDefinition, screen: string[][]): SlotSpin {
  const wins = definition.lines ? lineWins(definition, screen, definition.lines) : waysWins(definition, screen);
  const scatters = screen.flat().filter((shown) => shown === definition.scatter).length;
  const scatterPays = scatters >= 3 ? definition.scatterPays[Math.min(scatters, screen.length) - 3] : 0;
  const units = wins.reduce((sum, win) => sum + win.pays, 0) + scatterPays * definition.divisor;
  return { reels: screen, wins, scatters, scatterPays, basis: (units * unit) / definition.divisor };
}

/** One spin: one number from the stream per reel picks its stop. */
export function spinSlot(definition: SlotDefinition, random: RandomSource): SlotSpin {
  return evaluateScreen(
    definition,
    screenOf(
      definition,
      definition.strips.map((strip) => draw(random, strip.length)),
    ),
  );
}

/**
 * The exact return: reels are independent and stops uniform. A line sees on each reel the strip's
 * symbol shares; a ways win multiplies each reel's expected count of matching symbols; scatters
 * add the distribution of their count per reel.
 */
export function slotReturn(definition: SlotDefinition): number {
  const reels = definition.strips.length;
  const windows = definition.strips.map((strip) =>
    strip.map((_, stop) => Array.from({ length: definition.rows }, (__, row) => strip[(stop + row) % strip.length])),
  );
  const share = (reel: number, test: (symbol: string) => boolean) => definition.strips[reel].filter(test).length / definition.strips[reel].length;
  let expected = 0;
  for (const [symbol, table] of Object.entries(definition.pays)) {
    const matches = (shown: string) => shown === symbol || shown === definition.wild;
    if (definition.lines) {
      // run: the chance that the line's run of `symbol` is at least `count` long.
      let run = share(0, (shown) => shown === symbol);
      for (let count = 2; count <= reels; count += 1) {
        run *= share(count - 1, matches);
        if (count >= 3) expected += definition.lines.length * run * (count < reels ? 1 - share(count, matches) : 1) * table[count - 3];
      }
    } else {
      const mean = (reel: number, test: (shown: string) => boolean) =>
        windows[reel].reduce((sum, window) => sum + window.filter(test).length, 0) / windows[reel].length;
      const none = (reel: number) => windows[reel].filter((window) => !window.some(matches)).length / windows[reel].length;
      let product = mean(0, (shown) => shown === symbol);
      for (let count = 2; count <= reels; count += 1) {
        product *= mean(count - 1, matches);
        if (count >= 3) expected += product * (count < reels ? none(count) : 1) * table[count - 3];
      }
    }
  }
  let counts = [1];
  for (const reel of windows) {
    const perReel: number[] = [];
    for (const window of reel) {
      const scatters = window.filter((shown) => shown === definition.scatter).length;
      perReel[scatters] = (perReel[scatters] ?? 0) + 1 / reel.length;
    }
    const next: number[] = [];
    counts.forEach((p, have) => perReel.forEach((q, more) => (next[have + more] = (next[have + more] ?? 0) + p * (q ?? 0))));
    counts = next;
  }
  const scatterReturn = counts.reduce((sum, p, count) => sum + (p ?? 0) * (count >= 3 ? definition.scatterPays[Math.min(count, reels) - 3] : 0), 0);
  return expected / definition.divisor + scatterReturn;
}
