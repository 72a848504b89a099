import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // PGlite starts in 1-2 s and PostgreSQL tests create a database each.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
