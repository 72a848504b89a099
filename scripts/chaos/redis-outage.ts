import { randomBytes } from 'node:crypto';
import type { PrivateRedis } from '../../server/test/redis.ts';

/** A login answers within this while Redis is away, on a busy machine (before the fallback each took 3-6 s and ended in 500). */
const loginBoundMs = 10_000;
/** How long the processes may take to count in Redis again once it is back. */
const recoveryBoundMs = 15_000;

export interface OutageContext {
  origins: string[];
  /** One member per process whose password login must keep working: username and password. */
  probes: { username: string; password: string }[];
  seal(payload: unknown): Promise<{ jwe: string }>;
}

export interface OutageReport {
  logins: number;
  slowestMs: number;
  violations: string[];
}

interface Ready {
  status?: string;
  counters?: string;
}

async function readyOf(origin: string): Promise<Ready | null> {
  const response = await fetch(`${origin}/ready`, { signal: AbortSignal.timeout(3_000) }).catch(() => null);
  if (!response?.ok) return null;
  return ((await response.json()) as { value: Ready }).value;
}

/**
 * Stops the run's own Redis, checks that every process keeps answering logins (no 5xx, within the
 * bound) and reports itself degraded on /ready, then starts Redis again and checks that every
 * process goes back to the shared counters by itself and still logs in.
 */
export async function redisOutage(redis: PrivateRedis, context: OutageContext, report: OutageReport, whileDown: () => Promise<void>): Promise<void> {
  // Each login from an address of its own (the servers trust the proxy header), and each wrong one
  // for a name of its own: a failure asks the next login from that address, or for that name, for a
  // captcha, which a probe cannot read.
  let addresses = 0;
  const login = async (origin: string, username: string, password: string, expected: number, phase: string) => {
    const started = performance.now();
    addresses += 1;
    const response = await fetch(`${origin}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` },
      body: JSON.stringify(await context.seal({ type: 'username', username, password })),
      signal: AbortSignal.timeout(15_000),
    }).catch((error: unknown) => error);
    const ms = performance.now() - started;
    report.logins += 1;
    report.slowestMs = Math.max(report.slowestMs, ms);
    if (!(response instanceof Response)) return report.violations.push(`${phase}: a login to ${origin} got no answer (${String(response)})`);
    await response.body?.cancel();
    if (response.status !== expected) report.violations.push(`${phase}: a login to ${origin} answered ${response.status}, expected ${expected}`);
    if (ms > loginBoundMs) report.violations.push(`${phase}: a login to ${origin} took ${Math.round(ms)} ms`);
  };
  const logins = (phase: string) =>
    Promise.all(
      context.origins.map(async (origin, index) => {
        const probe = context.probes[index % context.probes.length];
        if (!probe) return;
        await login(origin, `nobody${randomBytes(4).toString('hex')}`, 'Wrong@1234', 401, phase);
        await login(origin, probe.username, probe.password, 200, phase);
      }),
    );

  await redis.stop();
  await logins('Redis down');
  for (const origin of context.origins) {
    const ready = await readyOf(origin);
    if (ready?.status !== 'degraded' || ready.counters !== 'process')
      report.violations.push(`Redis down: ${origin}/ready said ${JSON.stringify(ready)}, expected degraded`);
  }
  await whileDown();
  await logins('Redis down, later');

  await redis.start();
  const until = performance.now() + recoveryBoundMs;
  for (const origin of context.origins) {
    let ready = await readyOf(origin);
    while (ready?.counters !== 'shared' && performance.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await readyOf(origin);
    }
    if (ready?.status !== 'ready' || ready.counters !== 'shared')
      report.violations.push(`Redis back: ${origin}/ready said ${JSON.stringify(ready)} after ${recoveryBoundMs} ms`);
  }
  await logins('Redis back');
}
