import { linePay, scatterPay } from './engine.ts';
import { reels, rowCount, type SlotSymbol } from './paytable.ts';

/**
 * The slot's exact return to player. Stops are uniform and reels independent, so every line sees
 * each reel's symbol with the strip's frequencies: the expected line pay is a sum over the 9^5
 * symbol tuples. A reel shows at most one scatter, with probability 3 × scatters / strip length.
 */
export function exactReturn(): { lines: number; scatter: number; total: number } {
  const frequencies = reels.map((strip) => {
    const counts = new Map<SlotSymbol, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts].map(([symbol, count]) => [symbol, count / strip.length] as const);
  });
  let lines = 0;
  const walk = (reel: number, symbols: SlotSymbol[], probability: number) => {
    if (reel === reels.length) {
      lines += probability * (linePay(symbols)?.pays ?? 0);
      return;
    }
    for (const [symbol, p] of frequencies[reel]) walk(reel + 1, [...symbols, symbol], probability * p);
  };
  walk(0, [], 1);

  let scatterDistribution = [1];
  for (const strip of reels) {
    const shown = (rowCount * strip.filter((symbol) => symbol === 'SCATTER').length) / strip.length;
    scatterDistribution = [...scatterDistribution, 0].map((p, count) => p * (1 - shown) + (count > 0 ? scatterDistribution[count - 1] * shown : 0));
  }
  const scatter = scatterDistribution.reduce((sum, p, count) => sum + p * scatterPay(count), 0);
  return { lines, scatter, total: lines + scatter };
}
