import { describe, expect, it } from 'vitest';
import { keep } from './kept.ts';

describe('keep', () => {
  it('holds at most its limit, dropping the entries set first, and a key set again counts as new', () => {
    const map = new Map<string, number>();
    for (const [index, key] of ['a', 'b', 'c'].entries()) keep(map, key, index, 3);
    expect([...map]).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    keep(map, 'a', 10, 3);
    expect([...map]).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 10],
    ]);
    keep(map, 'd', 3, 3);
    expect([...map]).toEqual([
      ['c', 2],
      ['a', 10],
      ['d', 3],
    ]);
    keep(map, 'e', 4, 1);
    expect([...map]).toEqual([['e', 4]]);
  });
});
