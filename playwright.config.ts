import { defineConfig, devices } from '@playwright/test';
import { e2eOrigin, e2ePort, e2eOpsToken } from './tests/e2e/support/server.ts';

/** Browser tests drive Debian's Chromium through the built pages served by the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: e2eOrigin,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'pages', testIgnore: /flags\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    // Maintenance is global state: it runs alone, after everything else.
    { name: 'flags', testMatch: /flags\.spec\.ts/, dependencies: ['pages'], fullyParallel: false, use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: 'node server/main.ts',
    url: `${e2eOrigin}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      OPS_TOKEN: e2eOpsToken,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
