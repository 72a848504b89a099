import type { RandomSource } from './random.ts';

/**
 * Helpers for the rule tests only. The fair stream gives each number as a 32-bit integer u over
 * 2^32, so the outcome space of one number is the 2^32 values of u: the tests count it exactly.
 */
export const span = 2 ** 32;

/** A stream that hands out the given numbers in order, for a chosen roll, hand or draw. */
export function numbers(values: readonly number[]): RandomSource {
  let index = 0;
  return {
    next() {
      const value = values[index];
      index += 1;
      if (value === undefined) throw new Error('the rule drew more numbers than the test gave');
      return value;
    },
  };
}

/** The number that makes pick(random, size) choose `index`: the middle of its slice of [0, 1). */
export const choosing = (index: number, size: number) => (index + 0.5) / size;

/**
 * The first u in [from, to) for which `changed(u / 2^32)` holds, for a mapping that changes once
 * in that range (a rule's outcome is a step function of its number); `to` when it never does.
 */
export function firstWhere(changed: (value: number) => boolean, from = 0, to = span): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (changed(middle / span)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * A small fast generator with a fixed seed (sfc32) for the rules' simulations: they test the rules,
 * and millions of HMACs would only test node:crypto at ten times the cost. The fair stream feeds the same functions.
 */
export function sfc32(a: number, b: number, c: number, d: number): RandomSource {
  return {
    next() {
      a >>>= 0;
      b >>>= 0;
      c >>>= 0;
      d >>>= 0;
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return (t >>> 0) / 4294967296;
    },
  };
}
