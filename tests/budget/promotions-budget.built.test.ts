import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measurePage } from './page-weight.ts';

/**
 * Promotions are what affiliate links point at. The page is the site's frame plus one small element
 * that loads the live list; the API client and its schemas come after, by a dynamic import, and
 * React only with a dialog or a signed-in member. Its JavaScript budget (12 KB gz) is measured in a
 * browser, in tests/e2e/page-budget.spec.ts; its HTML is held here.
 */
const budget = { htmlGzip: 25 * 1024 };
const distDir = resolve(import.meta.dirname, '../../dist');

describe('promotions page size budget', () => {
  it('has a build to measure (npm run build)', () => {
    expect(existsSync(resolve(distDir, 'promotions/index.html'))).toBe(true);
  });

  for (const page of ['promotions/index.html', 'pt/promotions/index.html', 'tl/promotions/index.html']) {
    it(`${page} loads the live list's element and ships at most 25 KB gzip of HTML`, () => {
      const weight = measurePage(distDir, page);
      expect(weight.scripts.some((script) => script.includes('PromotionList'))).toBe(true);
      expect(weight.htmlGzip).toBeLessThanOrEqual(budget.htmlGzip);
    });
  }
});
