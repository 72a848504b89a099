import { describe, expect, it } from 'vitest';
import type { Sample } from './load.ts';
import { tailOf } from './tail-windows.ts';

const sample = (answeredAt: number, ms: number, client: number): Sample => ({ answeredAt, ms, client, round: 0 });
const byClientPair = (one: Sample) => Math.floor(one.client / 2);

describe('the tail of a load', () => {
  it('finds the windows that answered the slowest calls, and whose calls they were', () => {
    // 200 calls of 10 ms over 2 s, and a stall at 1.25 s that held clients 0 and 1 (one group).
    const samples = Array.from({ length: 200 }, (_, index) => sample(index * 10, 10, index % 8));
    samples[125] = sample(1250, 80, 0);
    samples[126] = sample(1255, 75, 1);
    const tail = tailOf(samples, byClientPair);
    expect(tail.threshold).toBe(75);
    expect(tail.slow).toBe(2);
    expect(tail.slowest).toBe(80);
    expect(tail.spanned).toBe(20);
    expect(tail.windows).toEqual([{ start: 1200, byGroup: new Map([[0, 2]]) }]);
    expect(tail.inLargestGroup).toBe(1);
  });

  it('tells slow calls spread over groups from calls bunched in one', () => {
    const samples = [
      sample(10, 50, 0),
      sample(20, 50, 2),
      sample(30, 50, 4),
      sample(40, 50, 6),
      ...Array.from({ length: 96 }, (_, index) => sample(index, 5, 0)),
    ];
    const tail = tailOf(samples, byClientPair, { share: 0.04, windowMs: 100 });
    expect(tail.slow).toBe(4);
    expect(tail.windows).toHaveLength(1);
    expect(tail.inLargestGroup).toBe(0.25);
  });

  it('reads an empty load as no tail', () => {
    expect(tailOf([], byClientPair)).toEqual({ threshold: 0, slow: 0, slowest: 0, windows: [], spanned: 0, inLargestGroup: 0 });
  });
});
