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
import { callPartitions } from '../server/modules/vendors/batches.ts';
import { memberOf } from './bet-and-win.ts';
import type { Sample } from './load.ts';
import { onWarmSeamlessServer } from './seamless-server.ts';
import { tailOf } from './tail-windows.ts';

const { values: options } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const rounds = Number(options.rounds);
if (!process.env.DATABASE_URL || !Number.isSafeInteger(rounds) || rounds < 1) {
  process.stderr.write('usage: DATABASE_URL=postgres://… npm run bench:tail [-- --rounds=2]\n');
  process.exit(2);
}

await onWarmSeamlessServer('tala_tail', async ({ server, round: timeRound }) => {
  const partitionOf = (sample: Sample) => memberOf(server.info, sample.client, sample.round).id % callPartitions;
  for (let round = 1; round <= rounds; round += 1) {
    const samples: Sample[] = [];
    const result = await timeRound(samples);
    const tail = tailOf(samples, partitionOf);
    console.log(
      `round ${round}: ${result.perSecond.toFixed(0)} transfers/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, slowest ${tail.slowest.toFixed(1)} ms${result.failures > 0 ? `, ${result.failures} failed` : ''}`,
    );
    console.log(
      `  the slowest 1% (${tail.slow} calls of ${tail.threshold.toFixed(1)} ms or more) answered in ${tail.windows.length} of ${tail.spanned} windows of 100 ms; ${(tail.inLargestGroup * 100).toFixed(0)}% of them were of their window's largest partition`,
    );
    for (const window of tail.windows) {
      const groups = [...window.byGroup.entries()].sort(([a], [b]) => a - b).map(([partition, calls]) => `partition ${partition}: ${calls}`);
      console.log(`  at ${(window.start / 1000).toFixed(1)} s: ${groups.join(', ')}`);
    }
  }
});
