import { defineConfig, devices } from '@playwright/test';
import { aggregatorKeys, operatorKeys } from './server/vendors/hub88/test-keys.ts';
import {
  aggregatorSimOrigin,
  aggregatorSimPort,
  e2eOrigin,
  e2ePort,
  e2eOpsToken,
  gatewaySimOrigin,
  gatewaySimPort,
  hub88OperatorId,
  paymongoKeys,
  sinkOrigin,
  sinkSmtpPort,
} from './tests/e2e/support/server.ts';

/** Browser tests drive Debian's Chromium through the built pages served by the real server. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A login reloads the page's session parts; on the 2-core machine under load that can pass 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: e2eOrigin,
    // Members browse from the operator's zone (TIME_ZONE's default): the records' "today" is the
    // browser's day, so a run in the hours where UTC and Manila disagree on the date stays the same.
    timezoneId: 'Asia/Manila',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /operator\.setup\.ts/ },
    // Skipping the server's time moves it for every test: these run one by one, in one worker, before the
    // pages start (the server's clock then stays that far ahead, which nothing else minds).
    {
      name: 'clock',
      testMatch: /(clock|contracts|captcha|aggregator)\.spec\.ts/,
      dependencies: ['setup'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    // The publicity popup it posts would cover other tests' pages: it runs before them, and takes it down.
    { name: 'inbox', testMatch: /inbox\.spec\.ts/, dependencies: ['clock'], use: { ...devices['Desktop Chrome'] } },
    {
      name: 'pages',
      testIgnore: /(flags|clock|contracts|captcha|aggregator|inbox|customer-service)\.spec\.ts/,
      dependencies: ['inbox'],
      use: { ...devices['Desktop Chrome'] },
    },
    // Maintenance and a site-wide chat icon are global state: they run alone, one by one, after everything else.
    {
      name: 'flags',
      testMatch: /(flags|customer-service)\.spec\.ts/,
      dependencies: ['pages'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: [
    // Stands in for the SMS gateway and the mail server; the platform delivers to it through its real adapters.
    { command: 'node tests/e2e/support/message-sink.ts', url: `${sinkOrigin}/health`, reuseExistingServer: false, timeout: 30_000 },
    // Stands in for PayMongo: online deposits open their checkout on it, and it sends the webhooks (twice, late).
    {
      command: 'node scripts/gateway-sim/main.ts',
      url: `${gatewaySimOrigin}/sim/sessions`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        GATEWAY_SIM_PORT: String(gatewaySimPort),
        GATEWAY_SIM_WEBHOOK_URL: `${e2eOrigin}/payments/paymongo/webhook`,
        GATEWAY_SIM_DELAY_MS: '500',
        PAYMONGO_SECRET_KEY: paymongoKeys.secretKey,
        PAYMONGO_WEBHOOK_SECRET: paymongoKeys.webhookSecret,
      },
    },
    // Stands in for Hub88: the test server syncs and shows its games at start, and its game page calls the wallet.
    {
      command: 'node scripts/aggregator-sim.ts',
      url: `${aggregatorSimOrigin}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SIM_PORT: String(aggregatorSimPort), PLATFORM_URL: e2eOrigin, HUB88_OPERATOR_ID: String(hub88OperatorId) },
    },
    {
      // The real server on a clock the clock project can skip ahead (test-server.ts; production has no such route).
      command: 'node tests/e2e/support/test-server.ts',
      url: `${e2eOrigin}/wps/system/status`,
      reuseExistingServer: false,
      // A fresh in-memory database migrates and seeds the demo before it answers; on a busy machine that takes a while.
      timeout: 180_000,
      env: {
        PORT: String(e2ePort),
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory://',
        OPS_TOKEN: e2eOpsToken,
        SEED_DEMO: 'true',
        // Contract periods are settled by the operator's command in the browser tests (contracts.spec.ts).
        SETTLEMENT_CLOCK_MS: '0',
        LOG_LEVEL: 'warn',
        SITE_URL: e2eOrigin,
        // As behind a load balancer: tests speak from several client IPs through X-Forwarded-For.
        TRUST_PROXY: 'true',
        // Login and sign-up counters stay in this server: a shared Redis would carry them from one run into the next.
        REDIS_URL: '',
        SMS_GATEWAY_URL: `${sinkOrigin}/sms`,
        SMS_GATEWAY_TOKEN: 'e2e-sms-gateway',
        SMTP_URL: `smtp://127.0.0.1:${sinkSmtpPort}`,
        SMTP_FROM: 'Tala <no-reply@tala.example>',
        PAYMONGO_SECRET_KEY: paymongoKeys.secretKey,
        PAYMONGO_WEBHOOK_SECRET: paymongoKeys.webhookSecret,
        PAYMONGO_API_URL: gatewaySimOrigin,
        HUB88_URL: aggregatorSimOrigin,
        HUB88_OPERATOR_ID: String(hub88OperatorId),
        HUB88_PUBLIC_KEY: aggregatorKeys.publicKey,
        HUB88_PRIVATE_KEY: operatorKeys.privateKey,
        HUB88_SYNC_AT_START: 'show',
      },
    },
  ],
});
