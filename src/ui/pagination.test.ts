import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCountOf, pageRequest, pagerItems, type PagerItem } from './pagination.ts';

/** "1 … 4 5 6 … 10" for readable expectations. */
const show = (items: PagerItem[]) => items.map((item) => (item.kind === 'page' ? String(item.page) : '…')).join(' ');

describe('pagerItems (range 3, margin 1)', () => {
  it('shows every page when they fit', () => {
    expect(show(pagerItems(1, 1))).toBe('1');
    expect(show(pagerItems(3, 2))).toBe('1 2 3');
    expect(show(pagerItems(5, 3))).toBe('1 2 3 4 5');
  });

  it('keeps the first and last page and 3 around the current one', () => {
    expect(show(pagerItems(10, 1))).toBe('1 2 3 … 10');
    expect(show(pagerItems(10, 5))).toBe('1 … 4 5 6 … 10');
    expect(show(pagerItems(10, 10))).toBe('1 … 8 9 10');
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(show(pagerItems(10, 4))).toBe('1 2 3 4 5 … 10');
    expect(show(pagerItems(10, 7))).toBe('1 … 6 7 8 9 10');
  });

  it('has no pages for no results', () => {
    expect(pagerItems(0, 1)).toEqual([]);
  });

  it('always lists the current, first and last page once, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (pageCount, current) => {
        fc.pre(current <= pageCount);
        const pages = pagerItems(pageCount, current).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(pageCount);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('pageRequest', () => {
  it('does nothing for the current page', () => {
    expect(pageRequest(3, 3, 10)).toBeNull();
  });

  it('does not go before the first or past the last page', () => {
    expect(pageRequest(0, 1, 10)).toBeNull();
    expect(pageRequest(11, 10, 10)).toBeNull();
    expect(pageRequest(4, 3, 10)).toBe(4);
  });
});

it('counts pages from a total', () => {
  expect(pageCountOf(0, 20)).toBe(0);
  expect(pageCountOf(20, 20)).toBe(1);
  expect(pageCountOf(21, 20)).toBe(2);
});
