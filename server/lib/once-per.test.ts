import { describe, expect, it } from 'vitest';
import { oncePer } from './once-per.ts';

describe('oncePer', () => {
  it('builds once for an object and again for another, keeping even an undefined value', () => {
    const made: object[] = [];
    const sizeOf = oncePer((list: number[]) => {
      made.push(list);
      return list.length;
    });
    const first = [1, 2];
    const second = [3];
    expect([sizeOf(first), sizeOf(first), sizeOf(second), sizeOf(first)]).toEqual([2, 2, 1, 2]);
    expect(made).toEqual([first, second]);
    const nothing = oncePer((_: object) => {
      made.push(_);
      return undefined;
    });
    const key = {};
    nothing(key);
    nothing(key);
    expect(made.filter((entry) => entry === key)).toHaveLength(1);
  });
});
