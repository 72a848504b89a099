import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sfc32 } from '../test-support.ts';
import { slotReturn, spinSlot, type SlotDefinition } from './engine.ts';
import { slotDefinitions } from './rules.ts';

const drawnRoles = readdirSync(new URL('../../../public/art/symbols/', import.meta.url)).map((file) => file.replace(/\.svg$/, ''));

/**
 * The return counted over the outcome space with the rule written out here. Lines: every tuple of
 * symbols a line can see (reels independent, each showing its strip's shares), paid by the run
 * from the first reel with wilds standing in. Ways: each reel's windows counted, the expected
 * product of matching symbols on the first k reels times the chance the next shows none.
 * Scatters: the distribution of their count, reel by reel.
 */
function countedReturn(definition: SlotDefinition): number {
  const reels = definition.strips.length;
  const shares = definition.strips.map((strip) => {
    const counts = new Map<string, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts].map(([symbol, count]) => [symbol, count / strip.length] as const);
  });
  const windows = definition.strips.map((strip) =>
    strip.map((_, stop) => Array.from({ length: definition.rows }, (__, row) => strip[(stop + row) % strip.length])),
  );
  let pays = 0;
  if (definition.lines) {
    let perLine = 0;
    const walk = (tuple: string[], chance: number) => {
      if (tuple.length === reels) {
        const first = tuple[0];
        const table = definition.pays[first];
        if (!table) return;
        let run = 1;
        while (run < reels && (tuple[run] === first || tuple[run] === definition.wild)) run += 1;
        if (run >= 3) perLine += chance * table[run - 3];
        return;
      }
      for (const [symbol, share] of shares[tuple.length]) walk([...tuple, symbol], chance * share);
    };
    walk([], 1);
    pays = perLine * definition.lines.length;
  } else {
    for (const [symbol, table] of Object.entries(definition.pays)) {
      const counts = windows.map((reel, index) =>
        reel.map((window) => window.filter((shown) => shown === symbol || (index > 0 && shown === definition.wild)).length),
      );
      const mean = (reel: number) => counts[reel].reduce((sum, count) => sum + count, 0) / counts[reel].length;
      const noneOn = (reel: number) => counts[reel].filter((count) => count === 0).length / counts[reel].length;
      for (let length = 3; length <= reels; length += 1) {
        let product = 1;
        for (let reel = 0; reel < length; reel += 1) product *= mean(reel);
        pays += product * (length < reels ? noneOn(length) : 1) * table[length - 3];
      }
    }
  }
  let distribution = [1];
  for (const reel of windows) {
    const next = new Array<number>(distribution.length + definition.rows).fill(0);
    for (const window of reel) {
      const scatters = window.filter((shown) => shown === definition.scatter).length;
      distribution.forEach((chance, have) => (next[have + scatters] += chance / reel.length));
    }
    distribution = next;
  }
  const scatterPays = distribution.reduce((sum, chance, count) => sum + chance * (count >= 3 ? definition.scatterPays[Math.min(count, reels) - 3] : 0), 0);
  return pays / definition.divisor + scatterPays;
}

describe('HOUSE slots, each from its own definition', () => {
  it('has one definition per slot, each with its own reels', () => {
    expect(slotDefinitions.length).toBeGreaterThanOrEqual(50);
    const strips = new Set(slotDefinitions.map((definition) => JSON.stringify(definition.strips)));
    expect(strips.size).toBe(slotDefinitions.length);
    for (const definition of slotDefinitions) {
      expect(definition.strips[0]).not.toContain(definition.wild);
      // Every stop is a role drawn in public/art/symbols: no reel depends on a device's emoji font.
      for (const symbol of definition.strips.flat()) expect(drawnRoles).toContain(symbol);
      if (definition.lines) for (const line of definition.lines) expect(line.every((row) => row >= 0 && row < definition.rows)).toBe(true);
    }
  });

  it.each(slotDefinitions.map((definition) => [definition.code, definition] as const))(
    '%s returns its stated RTP, counted exactly and seen in 40,000 spins',
    (_, definition) => {
      const exact = countedReturn(definition);
      expect(slotReturn(definition)).toBeCloseTo(exact, 10);
      expect(Math.round(exact * 10_000) / 100).toBe(definition.rtp);
      expect(definition.rtp).toBeGreaterThanOrEqual(94);
      expect(definition.rtp).toBeLessThanOrEqual(97);

      const spins = 40_000;
      const random = sfc32(0x9e3779b9, 0x243f6a88, definition.code.length, 2026);
      let sum = 0;
      let squares = 0;
      for (let spin = 0; spin < spins; spin += 1) {
        const paid = spinSlot(definition, random).basis / 10_000;
        sum += paid;
        squares += paid * paid;
      }
      const mean = sum / spins;
      const deviation = Math.sqrt((squares / spins - mean * mean) / spins);
      // Five standard errors: a wrong paytable or strip moves the mean by far more on these games.
      expect(Math.abs(mean - exact)).toBeLessThanOrEqual(5 * deviation);
    },
  );
});
