import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createScratchPostgres } from '../server/test/harness.ts';

const run = promisify(execFile);

/** pgbench's TPC-B (`-s 10 -c 16 -j 2`) on a scratch database: what this PostgreSQL does on its own. */
export async function pgbenchTps(seconds: number): Promise<number | string> {
  if (!process.env.DATABASE_URL) return 'skipped: DATABASE_URL is not set';
  try {
    await run('pgbench', ['--version']);
  } catch {
    return 'skipped: pgbench is not installed';
  }
  const scratch = await createScratchPostgres();
  try {
    await run('pgbench', ['-i', '-q', '-s', '10', scratch.url], { maxBuffer: 1 << 24 });
    const { stdout } = await run('pgbench', ['-s', '10', '-c', '16', '-j', '2', '-T', String(seconds), scratch.url], { maxBuffer: 1 << 24 });
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`no tps in pgbench's output:\n${stdout}`);
    return Number(tps);
  } finally {
    await scratch.drop();
  }
}
