import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureServerBundle, serverBundle, startNodeFlags } from '../scripts/lib/server-bundle.ts';

export interface ColdStart {
  seconds: number;
  peakMiB: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function peakMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/** Starts `node <args>` and times it until `GET <path>` first answers 200, with the process's peak memory. */
export async function coldStart(args: string[], env: Record<string, string>, path = '/health'): Promise<ColdStart> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' }, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}${path}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, peakMiB: await peakMiB(child.pid!) };
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

/**
 * The server on PGlite as `npm start` runs it (the bundle with its Node flags, and Node's compile
 * cache in a folder of its own): a fresh database, then again on the data and the compiled code the
 * first start left.
 */
export async function serverColdStarts(): Promise<{ fresh: ColdStart; existing: ColdStart }> {
  await ensureServerBundle();
  const dir = await mkdtemp(join(tmpdir(), 'tala-bench-'));
  try {
    const env = { PGLITE_DIR: join(dir, 'pglite'), DATABASE_URL: '', NODE_COMPILE_CACHE: join(dir, 'compile-cache') };
    const fresh = await coldStart([...startNodeFlags(), serverBundle], env);
    const existing = await coldStart([...startNodeFlags(), serverBundle], env);
    return { fresh, existing };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
