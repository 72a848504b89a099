import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measurePage } from './page-weight.ts';

/**
 * Members arrive on phones from affiliate links: the pages they land on must stay light. The HTML of
 * each page is held here; the JavaScript is measured as a browser fetches it, dynamic imports and
 * all, in tests/e2e/page-budget.spec.ts (issue 43), the one place script budgets are kept, so a
 * count of static imports here can never pass a page the browser finds too heavy.
 */
const kb = 1024;
const visitorPages = (path: string) => [`${path}index.html`, `pt/${path}index.html`, `tl/${path}index.html`];
const budgets = [
  { name: 'home', pages: visitorPages(''), htmlGzip: 25 * kb },
  { name: 'slots lobby', pages: visitorPages('rng/'), htmlGzip: 25 * kb },
  { name: 'member center', pages: visitorPages('member/'), htmlGzip: 25 * kb },
];
const distDir = resolve(import.meta.dirname, '../../dist');

describe('page size budgets', () => {
  it('has a build to measure (npm run build)', () => {
    expect(existsSync(resolve(distDir, 'index.html'))).toBe(true);
  });

  for (const budget of budgets) {
    for (const page of budget.pages) {
      it(`${page} ships at most ${budget.htmlGzip / kb} KB gzip of HTML`, () => {
        const weight = measurePage(distDir, page);
        expect(weight.scripts.length).toBeGreaterThan(0);
        expect(weight.htmlGzip).toBeLessThanOrEqual(budget.htmlGzip);
      });
    }
  }
});
