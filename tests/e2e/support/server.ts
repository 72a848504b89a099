/**
 * Where the browser tests' own server listens, and the operator credential it is started with.
 * E2E_PORT moves the three ports together, so two checkouts can run their browser tests at once.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4410);
export const e2eOrigin = `http://127.0.0.1:${e2ePort}`;
export const e2eOpsToken = 'e2e-operator-token-0123456789abcdef';

/** The message sink standing in for the SMS gateway (HTTP) and the mail server (SMTP). */
export const sinkHttpPort = e2ePort + 1;
export const sinkSmtpPort = e2ePort + 2;
export const sinkOrigin = `http://127.0.0.1:${sinkHttpPort}`;

/** The test server's route that moves its clock ahead (tests/e2e/support/test-server.ts; never in production). */
export const clockSkipPath = '/ops/test/clock/skip';
/** The test server's route that says what a captcha's picture shows (test-server.ts; never in production). */
export const captchaAnswerPath = '/ops/test/captcha/answer';

/** The PayMongo simulator (scripts/gateway-sim) the test server opens its online checkouts on. */
export const gatewaySimPort = e2ePort + 3;
export const gatewaySimOrigin = `http://127.0.0.1:${gatewaySimPort}`;
export const paymongoKeys = { secretKey: 'sk_test_e2e_simulated_key', webhookSecret: 'whsk_e2e_simulated_secret' };

/** The aggregator simulator (scripts/aggregator-sim) the test server syncs Hub88's games from and launches them on. */
export const aggregatorSimPort = e2ePort + 4;
export const aggregatorSimOrigin = `http://127.0.0.1:${aggregatorSimPort}`;
export const hub88OperatorId = 88;
