/**
 * `npm run bench:tail [-- --rounds=2]` (with DATABASE_URL): where the seamless case's slowest calls
 * fall. It starts bench/serve.ts on a scratch PostgreSQL database, warms it as the bench does, then
 * times `--rounds` rounds of bet + win at 64 connections and prints, for each, the rate and the
 * percentiles, then the windows of 100 ms that answered the slowest 1% of the calls and, in each, how
 * many were of each partition of members (server/modules/vendors/batches.ts): calls spread over the
 * round point at what every call costs, calls bunched one partition at a time at that partition's
 * batches stalling.
 */
import { parseArgs } from 'node:util';
import { startNodeFlags } from '../scripts/lib/server-bundle.ts';
import { callPartitions } from '../server/modules/vendors/batches.ts';
import { createScratchPostgres } from '../server/test/harness.ts';
import { betAndWin, memberOf, seamlessCalls, type Served } from './bet-and-win.ts';
import { startChild } from './child.ts';
import { load, type Sample } from './load.ts';
import { tailOf } from './tail-windows.ts';

const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const rounds = Number(options.rounds);
if (!process.env.DATABASE_URL || !Number.isSafeInteger(rounds) || rounds < 1) {
  process.stderr.write('usage: DATABASE_URL=postgres://… npm run bench:tail [-- --rounds=2]\n');
  process.exit(2);
}

const scratch = await createScratchPostgres('tala_tail');
try {
  const server = await startChild<Served>('bench/serve.ts', { DATABASE_URL: scratch.url, BENCH_MEMBERS: '256' }, startNodeFlags());
  try {
    const served = server.info;
    const next = betAndWin(served);
    const partitionOf = (sample: Sample) => memberOf(served, sample.client, sample.round).id % callPartitions;
    await load(served.address, { total: seamlessCalls.warm, concurrency: 64, next });
    for (let round = 1; round <= rounds; round += 1) {
      const samples: Sample[] = [];
      const result = await load(served.address, { total: seamlessCalls.timed, concurrency: 64, next, samples });
      const tail = tailOf(samples, partitionOf);
      const slowest = Math.max(...samples.map((sample) => sample.ms));
      console.log(
        `round ${round}: ${result.perSecond.toFixed(0)} transfers/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms${result.failures > 0 ? `, ${result.failures} failed` : ''}`,
      );
      console.log(
        `  the slowest 1% (${tail.slow} calls of ${tail.threshold.toFixed(1)} ms or more) answered in ${tail.windows.length} of ${tail.spanned} windows of 100 ms; ${(tail.inLargestGroup * 100).toFixed(0)}% of them were of their window's largest partition`,
      );
      for (const window of tail.windows) {
        const groups = [...window.byGroup.entries()].sort(([a], [b]) => a - b).map(([partition, calls]) => `partition ${partition}: ${calls}`);
        console.log(`  at ${(window.start / 1000).toFixed(1)} s: ${groups.join(', ')}`);
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  await scratch.drop();
}
