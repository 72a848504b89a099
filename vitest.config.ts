import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // tests/budget measures the built site: `npm test` builds before it runs them.
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'tests/budget/**/*.test.ts'],
    environment: 'node',
    // PGlite starts in 1-2 s and PostgreSQL tests create a database each.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
