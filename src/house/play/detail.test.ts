import { describe, expect, it } from 'vitest';
import { detailText, paidLines } from './detail.ts';

const names: Record<string, string> = { H1: 'Bell', L2: 'Emerald', none: 'No win' };
const name = (symbol: string) => names[symbol] ?? symbol;
const t = (key: string, values: Record<string, string | number> = {}) =>
  `${key}(${Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join(',')})`;
const reels = [
  ['H1', 'L2', 'B'],
  ['H1', 'S', 'B'],
  ['H1', 'L2', 'S'],
  ['L2', 'B', 'B'],
  ['S', 'B', 'B'],
];

describe('a slot result in words', () => {
  it('names each paying line, ways win and the scatters, by the symbols drawn', () => {
    const detail = {
      reels,
      wins: [
        { line: 2, symbol: 'H1', count: 3, pays: 40 },
        { line: -1, symbol: 'L2', count: 4, pays: 12 },
      ],
      scatters: 3,
      scatterPays: 2,
    };
    expect(paidLines(detail, name, t)).toEqual([
      'house.play.paidLine(line=3,count=3,symbol=Bell)',
      'house.play.paidWays(count=4,symbol=Emerald)',
      'house.play.paidScatter(count=3)',
    ]);
    expect(detailText(detail, name)).toBe('3 × Bell · 4 × Emerald');
  });

  it('says nothing paid with no emoji or glyph in it', () => {
    const detail = { reels, wins: [], scatters: 2, scatterPays: 0 };
    expect(paidLines(detail, name, t)).toEqual([]);
    expect(detailText(detail, name)).toBe('No win');
    expect(paidLines({ dice: [1, 2] }, name, t)).toEqual([]);
  });
});
