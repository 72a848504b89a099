import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Child<T> {
  info: T;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `node <flags> <file>` and waits for the JSON line it prints once it listens. */
export async function startChild<T>(file: string, env: Record<string, string | undefined> = {}, flags: string[] = []): Promise<Child<T>> {
  const child = spawn(process.execPath, [...flags, file], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
  });
  child.removeAllListeners('exit');
  return {
    info,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
