import { performance } from 'node:perf_hooks';

export interface LoadResult {
  requests: number;
  failures: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * A bounded closed-loop load on one URL of our own loopback server: `concurrency` clients, each
 * sending its next request when the last one answered, until `total` requests were made.
 */
export async function load(url: string, { total, concurrency, headers = {} }: { total: number; concurrency: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const latencies: number[] = [];
  let issued = 0;
  let failures = 0;
  const started = performance.now();
  async function client(): Promise<void> {
    while (issued < total) {
      issued += 1;
      const begin = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      latencies.push(performance.now() - begin);
      if (!response.ok) failures += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, failures, perSecond: latencies.length / seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99) };
}
