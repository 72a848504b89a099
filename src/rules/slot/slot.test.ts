import { describe, expect, it } from 'vitest';
import { sfc32 } from '../test-support.ts';
import { randoms } from '../../../server/vendors/house/fair.ts';
import { evaluate, linePay, slotPayout, spin } from './engine.ts';
import { linePays, paylines, reels, scatterPays, type SlotSymbol } from './paytable.ts';

/** The return README.md states, in percent. */
const documentedReturn = 96.09;

describe('the 5x3 slot', () => {
  it('pays the better of leading wilds and the first symbol, and never a line starting with a scatter', () => {
    expect(linePay(['SEVEN', 'SEVEN', 'WILD', 'J', 'Q'])).toEqual({ symbol: 'SEVEN', count: 3, pays: 15 });
    expect(linePay(['WILD', 'WILD', 'WILD', 'Q', 'A'])).toEqual({ symbol: 'WILD', count: 3, pays: 20 });
    expect(linePay(['WILD', 'WILD', 'WILD', 'J', 'J'])).toEqual({ symbol: 'J', count: 5, pays: 20 });
    expect(linePay(['WILD', 'WILD', 'J', 'J', 'J'])).toEqual({ symbol: 'J', count: 5, pays: 20 });
    expect(linePay(['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])).toEqual({ symbol: 'WILD', count: 5, pays: 1000 });
    expect(linePay(['SCATTER', 'J', 'J', 'J', 'J'])).toBeNull();
    expect(linePay(['J', 'J', 'Q', 'J', 'J'])).toBeNull();
  });

  it('pays scatters anywhere in whole stakes', () => {
    const window = [
      ['SCATTER', 'J', 'Q'],
      ['K', 'SCATTER', 'A'],
      ['Q', 'J', 'SCATTER'],
      ['A', 'K', 'Q'],
      ['J', 'Q', 'K'],
    ] as const;
    expect(evaluate(window.map((column) => [...column])).scatterPays).toBe(2);
  });

  it('keeps scatters at least three apart on every strip, so a reel shows at most one', () => {
    for (const strip of reels) {
      const at = strip.flatMap((symbol, index) => (symbol === 'SCATTER' ? [index] : []));
      at.forEach((position, index) => {
        const next = at[(index + 1) % at.length] ?? position;
        expect((next - position + strip.length) % strip.length || strip.length).toBeGreaterThanOrEqual(3);
      });
    }
  });

  it('returns the documented 96.09%, counted exactly over the symbols each line can see', () => {
    // Stops are uniform and reels independent, so a line sees on each reel the strip's symbol
    // frequencies: its expected pay is a sum over the 9^5 symbol tuples, paid as README.md states
    // (the run from reel 1 with wilds standing in, or the leading wilds alone, whichever pays more).
    const symbols = [...new Set(reels.flat())];
    const share = reels.map((strip) => new Map(symbols.map((symbol) => [symbol, strip.filter((s) => s === symbol).length / strip.length])));
    const paysOf = (tuple: readonly SlotSymbol[]) => {
      let wilds = 0;
      while (wilds < 5 && tuple[wilds] === 'WILD') wilds += 1;
      const asWild = wilds >= 3 ? linePays.WILD[wilds - 3] : 0;
      const symbol = tuple[wilds];
      if (tuple[0] === 'SCATTER' || symbol === undefined || symbol === 'SCATTER' || symbol === 'WILD') return asWild;
      let run = wilds;
      while (run < 5 && (tuple[run] === symbol || tuple[run] === 'WILD')) run += 1;
      return Math.max(asWild, run >= 3 ? linePays[symbol][run - 3] : 0);
    };
    let lineReturn = 0;
    let engineDisagrees = 0;
    const walk = (tuple: SlotSymbol[], chance: number): void => {
      if (tuple.length === 5) {
        const pays = paysOf(tuple);
        if ((linePay(tuple)?.pays ?? 0) !== pays) engineDisagrees += 1;
        lineReturn += chance * pays;
        return;
      }
      for (const symbol of symbols) {
        const p = share[tuple.length].get(symbol) ?? 0;
        if (p > 0) walk([...tuple, symbol], chance * p);
      }
    };
    walk([], 1);
    // A reel shows at most one scatter (checked above), with chance 3 × scatters / strip length.
    let scatterCounts = [1];
    for (const strip of reels) {
      const shown = (3 * strip.filter((symbol) => symbol === 'SCATTER').length) / strip.length;
      scatterCounts = [...scatterCounts, 0].map((p, count) => p * (1 - shown) + (count > 0 ? scatterCounts[count - 1] * shown : 0));
    }
    const scatterPay = scatterCounts.reduce((sum, p, count) => sum + p * (count >= 3 ? scatterPays[Math.min(count, 5) - 3] : 0), 0);
    expect(engineDisagrees).toBe(0);
    expect((lineReturn + scatterPay) * 100).toBeCloseTo(documentedReturn, 2);
  });

  it('lands within 0.5 points of it over 1,000,000 spins from a fixed seed', { timeout: 60_000 }, () => {
    const spins = 1_000_000;
    const random = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 2026);
    let lineBets = 0;
    for (let index = 0; index < spins; index += 1) {
      const outcome = spin(random);
      for (const line of outcome.lines) lineBets += line.pays;
      lineBets += outcome.scatterPays * paylines.length;
    }
    const measured = (lineBets / (spins * paylines.length)) * 100;
    expect(Math.abs(measured - documentedReturn)).toBeLessThanOrEqual(0.5);
  });

  it('pays a stake in minor units, rounded down', () => {
    const outcome = spin(randoms({ serverSeed: 'f'.repeat(64), clientSeed: 'abc', nonce: 0 }));
    expect(outcome.multiplier).toBe(1.35);
    expect(slotPayout(1000n, outcome)).toBe(1350n);
    expect(slotPayout(7n, outcome)).toBe(9n);
  });
});
