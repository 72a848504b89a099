import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales.ts';
import { fairPageHref, readFairQuery } from './fair-link.ts';
import { textFor } from './text.ts';
import { buildTextSet } from './text-set.ts';

describe('page texts', () => {
  it('fills i18next placeholders and shows an unknown key as itself', () => {
    const t = textFor({ en: { 'a.b': 'Stake {{amount}} on {{ pick }}' } }, 'pt');
    expect(t('a.b', { amount: '1.00', pick: 'Meron' })).toBe('Stake 1.00 on Meron');
    expect(t('a.c')).toBe('a.c');
  });

  it('builds every HOUSE page text in all three languages', () => {
    const set = buildTextSet(['house.']);
    const keys = Object.keys(set.en);
    expect(keys.length).toBeGreaterThan(50);
    for (const locale of locales) expect(Object.keys(set[locale]).sort()).toEqual([...keys].sort());
  });
});

describe('fairness links', () => {
  it('carries the revealed seeds to the fairness page and back', () => {
    const seeds = { serverSeed: 'f'.repeat(64), serverSeedHash: 'e'.repeat(64), clientSeed: 'my-seed', nonce: 7 };
    const href = fairPageHref({ game: 'slot', locale: 'tl', ...seeds });
    expect(href.startsWith('/house/fair?')).toBe(true);
    expect(readFairQuery(href.slice(href.indexOf('?')))).toEqual({ game: 'slot', ...seeds });
    expect(readFairQuery('?nonce=-1').nonce).toBeUndefined();
  });
});
