import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createScratchPostgres } from '../server/test/harness.ts';

const run = promisify(execFile);

export interface Pgbench {
  /** One run of pgbench's TPC-B (`-s 10 -c 16 -j 2`) for `seconds`: what this PostgreSQL does on its own. */
  tps(seconds: number): Promise<number>;
  drop(): Promise<void>;
}

/**
 * pgbench's TPC-B on a scratch database initialised once, to be run as often as a case needs a
 * baseline beside it; or why it cannot run (no DATABASE_URL, no pgbench).
 */
export async function openPgbench(): Promise<Pgbench | string> {
  if (!process.env.DATABASE_URL) return 'skipped: DATABASE_URL is not set';
  try {
    await run('pgbench', ['--version']);
  } catch {
    return 'skipped: pgbench is not installed';
  }
  const scratch = await createScratchPostgres();
  try {
    await run('pgbench', ['-i', '-q', '-s', '10', scratch.url], { maxBuffer: 1 << 24 });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    async tps(seconds) {
      const { stdout } = await run('pgbench', ['-s', '10', '-c', '16', '-j', '2', '-T', String(seconds), scratch.url], { maxBuffer: 1 << 24 });
      const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
      if (!tps) throw new Error(`no tps in pgbench's output:\n${stdout}`);
      return Number(tps);
    },
    drop: () => scratch.drop(),
  };
}
