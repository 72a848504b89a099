import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  failures: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface Call {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One timed call: when it answered (ms from the load's start), how long it took, whose it was. */
export interface Sample {
  answeredAt: number;
  ms: number;
  client: number;
  round: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** One request over a kept-alive connection; resolves with the status once the whole body is read. */
function send(agent: http.Agent, base: URL, call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...call.headers };
    if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
    const request = http.request({ agent, host: base.hostname, port: base.port, method: call.method ?? 'GET', path: call.path, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(call.body);
  });
}

/**
 * A closed-loop load on our own loopback server: `concurrency` clients on kept-alive connections, each
 * sending its next call when the last one answered, until `total` calls were made. `next(client,
 * round)` gives the calls of one round (a bet then its win counts as two calls). Each call's sample is
 * added to `samples` when one is given.
 */
export async function load(
  address: string,
  { total, concurrency, next, samples }: { total: number; concurrency: number; next: (client: number, round: number) => Call[]; samples?: Sample[] },
): Promise<LoadResult> {
  const base = new URL(address);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let issued = 0;
  let failures = 0;
  const started = performance.now();
  async function client(index: number): Promise<void> {
    for (let round = 0; issued < total; round += 1) {
      const calls = next(index, round);
      issued += calls.length;
      for (const call of calls) {
        const begin = performance.now();
        const status = await send(agent, base, call).catch(() => 0);
        const answered = performance.now();
        latencies.push(answered - begin);
        samples?.push({ answeredAt: answered - started, ms: answered - begin, client: index, round });
        if (status < 200 || status >= 300) failures += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

/** The same GET over and over. */
export const repeat = (path: string, headers?: Record<string, string>) => () => [{ path, headers }];
