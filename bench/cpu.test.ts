import { describe, expect, it } from 'vitest';
import { postgresCpuBetween } from './cpu.ts';

describe("PostgreSQL's CPU between two readings", () => {
  it('counts each process from its own first reading, and a process that ended between them not at all', () => {
    const before = new Map([
      [11, 100],
      [12, 500],
    ]);
    const after = new Map([
      [11, 150],
      [13, 40],
    ]);
    // 11 ran 50 ms; 12 (an autovacuum worker, say) ended and does not take its 500 ms off; 13 started and counts whole.
    expect(postgresCpuBetween(before, after)).toBe(90);
  });

  it('reads nothing when either reading found no PostgreSQL here', () => {
    expect(postgresCpuBetween(undefined, new Map([[1, 1]]))).toBeUndefined();
    expect(postgresCpuBetween(new Map([[1, 1]]), undefined)).toBeUndefined();
  });
});
