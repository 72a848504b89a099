import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { $centerPage, centerPages, isCenterPage, moneyPages, pageFromHash, showCenterPage } from './member-center.ts';

afterEach(() => cleanStores($centerPage));

describe('member center pages', () => {
  it('lists the 13 entries of SPEC §2 in order, then responsible gaming (issue 15)', () => {
    expect(centerPages).toHaveLength(15);
    expect(centerPages[0]).toBe('securityCenter');
    expect(centerPages.indexOf('transactionHistory')).toBe(6);
    expect(centerPages.at(-3)).toBe('messageV2');
    expect(centerPages.at(-2)).toBe('responsibleGaming');
    expect(centerPages.at(-1)).toBe('identity');
  });

  it('reads the page from a deep link and falls back to the first page', () => {
    expect(pageFromHash('#withdraw')).toBe('withdraw');
    expect(pageFromHash('withdraw')).toBe('withdraw');
    expect(pageFromHash('#nothing')).toBe('securityCenter');
    expect(pageFromHash('')).toBe('securityCenter');
  });

  it('keeps the page shown', () => {
    showCenterPage('depositv2');
    expect($centerPage.get()).toBe('depositv2');
  });

  it('names the money pages a trial account may not use', () => {
    expect(moneyPages).toEqual(['transferFund', 'depositv2', 'withdraw', 'transferUpline']);
    expect(moneyPages.every(isCenterPage)).toBe(true);
  });
});
