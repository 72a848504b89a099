import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measurePage } from './page-weight.ts';

/** Members arrive on phones from affiliate links: the home page must stay light. */
const budget = { scriptGzip: 80 * 1024, htmlGzip: 25 * 1024 };
const distDir = resolve(import.meta.dirname, '../../dist');

describe('home page size budget', () => {
  it('has a build to measure (npm run build)', () => {
    expect(existsSync(resolve(distDir, 'index.html'))).toBe(true);
  });

  for (const page of ['index.html', 'pt/index.html', 'tl/index.html']) {
    it(`${page} ships at most 80 KB gzip of JavaScript and 25 KB gzip of HTML`, () => {
      const weight = measurePage(distDir, page);
      expect(weight.scripts.length).toBeGreaterThan(0);
      expect(weight.scriptGzip).toBeLessThanOrEqual(budget.scriptGzip);
      expect(weight.htmlGzip).toBeLessThanOrEqual(budget.htmlGzip);
    });
  }
});
