import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measurePage } from './page-weight.ts';

/**
 * Members arrive on phones from affiliate links: the pages they land on must stay light. React DOM
 * alone is about 67 KB gzip, so a page a visitor only reads runs none of it: the header's visitor
 * buttons are prebuilt and React loads when a member is signed in or a dialog opens
 * (src/components/frame/SessionMount.astro). Issue 13's goals were 75 KB for home and 110 KB for the
 * member center; these budgets hold the pages near where they now stand (promotions: its own file).
 */
const kb = 1024;
const visitorPages = (path: string) => [`${path}index.html`, `pt/${path}index.html`, `tl/${path}index.html`];
const budgets = [
  { name: 'home', pages: visitorPages(''), scriptGzip: 12 * kb, htmlGzip: 25 * kb },
  { name: 'slots lobby', pages: visitorPages('rng/'), scriptGzip: 12 * kb, htmlGzip: 25 * kb },
  { name: 'member center', pages: visitorPages('member/'), scriptGzip: 90 * kb, htmlGzip: 25 * kb },
];
const distDir = resolve(import.meta.dirname, '../../dist');

describe('page size budgets', () => {
  it('has a build to measure (npm run build)', () => {
    expect(existsSync(resolve(distDir, 'index.html'))).toBe(true);
  });

  for (const budget of budgets) {
    for (const page of budget.pages) {
      it(`${page} ships at most ${budget.scriptGzip / kb} KB gzip of JavaScript and ${budget.htmlGzip / kb} KB gzip of HTML`, () => {
        const weight = measurePage(distDir, page);
        expect(weight.scripts.length).toBeGreaterThan(0);
        expect(weight.scriptGzip).toBeLessThanOrEqual(budget.scriptGzip);
        expect(weight.htmlGzip).toBeLessThanOrEqual(budget.htmlGzip);
      });
    }
  }
});
