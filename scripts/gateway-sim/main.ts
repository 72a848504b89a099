import { startSimulator } from './simulator.ts';

/**
 * `npm run gateway:sim`: PayMongo's checkout and webhooks, played locally (docs/payments-online.md).
 * It reads the same PAYMONGO_SECRET_KEY and PAYMONGO_WEBHOOK_SECRET as the platform.
 */
const env = process.env;
const number = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}: expected a number, got ${env[name]}`);
  return value;
};
const secretKey = env.PAYMONGO_SECRET_KEY ?? 'sk_test_simulator_key';
const secret = env.PAYMONGO_WEBHOOK_SECRET ?? 'whsk_simulator_secret';
const port = number('GATEWAY_SIM_PORT', 4390);

const simulator = await startSimulator({
  port,
  host: env.GATEWAY_SIM_HOST ?? '127.0.0.1',
  publicUrl: env.GATEWAY_SIM_PUBLIC_URL,
  secretKey,
  secret,
  mode: env.PAYMONGO_MODE === 'live' ? 'live' : 'test',
  webhookUrl: env.GATEWAY_SIM_WEBHOOK_URL ?? 'http://127.0.0.1:4321/payments/paymongo/webhook',
  duplicates: number('GATEWAY_SIM_DUPLICATES', 2),
  delayMs: number('GATEWAY_SIM_DELAY_MS', 1500),
  attempts: number('GATEWAY_SIM_ATTEMPTS', 6),
  retryMs: number('GATEWAY_SIM_RETRY_MS', 1000),
});
console.log(`gateway simulator on ${simulator.url}: set PAYMONGO_API_URL=${simulator.url} on the platform`);
const stop = () => void simulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
