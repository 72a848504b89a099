import { join, resolve } from 'node:path';
import { startNodeFlags } from '../scripts/lib/server-bundle.ts';
import { createScratchPostgres } from '../server/test/harness.ts';
import { betAndWin, seamlessCalls, type Served } from './bet-and-win.ts';
import { startChild, type Child } from './child.ts';
import { load, type LoadResult, type Sample } from './load.ts';

export interface SeamlessServer {
  server: Child<Served>;
  /** Times one round of the seamless case's calls; each call's sample goes to `samples` when given. */
  round(samples?: Sample[]): Promise<LoadResult>;
}

/**
 * A checkout's bench/serve.ts (this one's unless named), with that checkout's `npm start` flags, on a
 * scratch PostgreSQL database named `<prefix>_…` next to DATABASE_URL's, warmed with the seamless
 * case's calls as the bench warms it; stopped and dropped once `use` is done.
 */
export async function onWarmSeamlessServer<T>(
  prefix: string,
  use: (seamless: SeamlessServer) => Promise<T>,
  checkout = resolve(import.meta.dirname, '..'),
): Promise<T> {
  const scratch = await createScratchPostgres(prefix);
  try {
    const env = { DATABASE_URL: scratch.url, BENCH_MEMBERS: '256' };
    const server = await startChild<Served>(join(checkout, 'bench/serve.ts'), env, startNodeFlags(checkout));
    try {
      const next = betAndWin(server.info);
      const calls = (total: number, samples?: Sample[]) => load(server.info.address, { total, concurrency: seamlessCalls.connections, next, samples });
      await calls(seamlessCalls.warm);
      return await use({ server, round: (samples) => calls(seamlessCalls.timed, samples) });
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}
