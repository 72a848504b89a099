import { describe, expect, it } from 'vitest';
import { placeOf, type CardFacts } from './lobby-filter.ts';
import { LoadedCache, rootMargin } from './lazy-images.ts';
import { readTarget } from './stage-target.ts';

const cards: CardFacts[] = [
  { nodeId: '1', name: 'Caçador da Sorte', hot: true, isNew: false },
  { nodeId: '2', name: 'Dragão Dourado', hot: false, isNew: true },
  { nodeId: '3', name: 'Festa das Frutas', hot: true, isNew: true },
];
const shown = (view: Parameters<typeof placeOf>[1]) => cards.filter((card) => placeOf(card, view) !== null).map((card) => card.nodeId);

describe('lobby filters', () => {
  it('picks cards for ALL, NEW and HOT', () => {
    expect(shown({ filter: 'ALL', name: '', personal: [] })).toEqual(['1', '2', '3']);
    expect(shown({ filter: 'NEW', name: '', personal: [] })).toEqual(['2', '3']);
    expect(shown({ filter: 'HOT', name: '', personal: [] })).toEqual(['1', '3']);
  });

  it('keeps the member’s order for FAV and RECENT', () => {
    const view = { filter: 'RECENT' as const, name: '', personal: ['3', '1'] };
    expect(shown(view)).toEqual(['1', '3']);
    expect(placeOf(cards[2]!, view)).toBe(0);
    expect(placeOf(cards[0]!, view)).toBe(1);
    expect(shown({ filter: 'FAV', name: '', personal: [] })).toEqual([]);
  });

  it('searches names ignoring case and accents, together with the filter', () => {
    expect(shown({ filter: 'ALL', name: ' CACADOR ', personal: [] })).toEqual(['1']);
    expect(shown({ filter: 'NEW', name: 'dra', personal: [] })).toEqual(['2']);
    expect(shown({ filter: 'HOT', name: 'dra', personal: [] })).toEqual([]);
  });
});

describe('lazy image loader (SPEC §9)', () => {
  it('starts 30% of a screen early for a preload factor of 1.3', () => {
    expect(rootMargin(1.3)).toBe('30% 0px');
  });

  it('remembers at most its limit of loaded URLs, dropping the oldest', () => {
    const cache = new LoadedCache(2);
    cache.add('a');
    cache.add('b');
    cache.add('a');
    cache.add('c');
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size]).toEqual([true, false, true, 2]);
  });
});

describe('stage target', () => {
  it('reads the game and vendor of /game, refusing a malformed node id', () => {
    expect(readTarget('?gameId=10001&vendor=HOUSE_SLOT', null)).toEqual({ kind: 'game', nodeId: '10001', vendor: 'HOUSE_SLOT', roomId: undefined });
    expect(readTarget('?gameId=abc', null)).toBeNull();
    expect(readTarget('', null)).toBeNull();
  });

  it('reads the lottery view, falling back to the page’s own', () => {
    expect(readTarget('?view=betting&game=house-lotto-elott', 'lobby')).toEqual({ kind: 'lottery', view: 'betting', gameCode: 'house-lotto-elott' });
    expect(readTarget('?view=odd', 'lobby')).toEqual({ kind: 'lottery', view: 'lobby', gameCode: undefined });
  });
});
