import { describe, expect, it } from 'vitest';
import { isSitemapPage, isUnindexed, normalizePageUrl } from './indexing.ts';
import { pageUrl } from './urls.ts';

describe('isSitemapPage', () => {
  it('keeps public pages in every language', () => {
    for (const path of ['/', '/rng/', '/pt/', '/tl/promotions/', '/pt/helpdeposit']) expect(isSitemapPage(path)).toBe(true);
  });

  it('leaves out unindexed pages, home aliases and 404s', () => {
    for (const path of ['/helpmc/', '/pt/game/', '/tl/member', '/seamless', '/maintain/', '/pt/blocked/', '/home/', '/tl/index/', '/register/', '/pt/404']) {
      expect(isSitemapPage(path)).toBe(false);
    }
  });
});

describe('isUnindexed', () => {
  it('names the pages that carry noindex', () => {
    expect(isUnindexed('/helpmc')).toBe(true);
    expect(isUnindexed('/game/')).toBe(true);
    expect(isUnindexed('/games')).toBe(false);
    expect(isUnindexed('/help')).toBe(false);
    expect(isUnindexed('/house/slot/')).toBe(true);
    expect(isUnindexed('/housekeeping')).toBe(false);
  });
});

describe('page URLs', () => {
  it('write sitemap entries the way canonical links write them', () => {
    const site = 'https://tala.example';
    expect(normalizePageUrl('https://tala.example/rng/')).toBe(pageUrl(site, 'en', '/rng'));
    expect(normalizePageUrl('https://tala.example/pt/rng/')).toBe(pageUrl(site, 'pt', '/rng'));
    expect(normalizePageUrl('https://tala.example/pt/')).toBe(pageUrl(site, 'pt', '/'));
    expect(normalizePageUrl('https://tala.example/')).toBe(pageUrl(site, 'en', '/'));
  });
});
