import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Two projects. `unit` needs nothing but the source (and a database the harness makes for itself).
 * `built` reads the built site in dist/ (page size budgets, link texts, translated pages): a test
 * file whose name ends in `.built.test.ts`. `npm test` runs it after `astro build` and sets
 * TEST_BUILT_SITE=required so that a missing build fails; a bare `npx vitest run` on a fresh clone
 * leaves it out and says so.
 */
const builtTests = '**/*.built.test.ts';
const hasBuild = existsSync(resolve(import.meta.dirname, 'dist/index.html'));
const runBuilt = hasBuild || process.env.TEST_BUILT_SITE === 'required';
if (!runBuilt) {
  console.warn('Tests of the built site (*.built.test.ts) left out: dist/ has no build. Run `npm run build` first, or `npm test`, which builds.');
}

export default defineConfig({
  test: {
    environment: 'node',
    // PGlite starts in 1-2 s and PostgreSQL tests create a database each.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/budget/**/*.test.ts'],
          exclude: ['**/node_modules/**', builtTests],
        },
      },
      ...(runBuilt ? [{ extends: true, test: { name: 'built', include: [builtTests], exclude: ['**/node_modules/**'] } }] : []),
    ],
  },
});
