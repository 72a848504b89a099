/**
 * Whether the load generator, not the server, sets the pace: hello-world loaded by one generator
 * process, then by two at once sharing the same connections. When the second process adds more than
 * a tenth to the rate, one process could not keep the server busy, and every ratio against
 * hello-world would compare a case with the generator's limit instead of the server's.
 */
export const saturationLimit = 0.1;

export interface GeneratorCheck {
  /** hello-world's rate with one generator process. */
  one: number;
  /** Each of the two processes' rates when they ran at once. */
  two: number[];
  /** What the second process added: (sum of the two) / one - 1. */
  gain: number;
  saturated: boolean;
}

export function generatorCheck(one: number, two: readonly number[]): GeneratorCheck {
  const both = two.reduce((sum, rate) => sum + rate, 0);
  const gain = one > 0 ? both / one - 1 : Infinity;
  return { one, two: [...two], gain, saturated: one <= 0 || both > one * (1 + saturationLimit) };
}

/** The check as one line for the terminal and bench/RESULTS.md. */
export function checkLine(check: GeneratorCheck): string {
  const rate = (value: number) => Math.round(value).toLocaleString('en');
  const both = check.two.reduce((sum, value) => sum + value, 0);
  const figures = `hello-world ${rate(check.one)} req/s from one generator process, ${rate(both)} from two at once (${check.two.map(rate).join(' + ')}): ${check.gain >= 0 ? '+' : ''}${(check.gain * 100).toFixed(1)}%`;
  return check.saturated
    ? `${figures}. The generator is saturated (the second process added more than ${saturationLimit * 100}%), so no ratio against hello-world is printed: a ratio would divide by the generator's limit, not the server's.`
    : `${figures}. One generator process keeps the server busy (the second added at most ${saturationLimit * 100}%), so ratios against hello-world hold.`;
}
