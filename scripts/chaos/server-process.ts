import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** The API as a real process that can be killed without warning and started again on the same port. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  readonly origin: string;
  starts = 0;
  private readonly port: number;
  private readonly env: NodeJS.ProcessEnv;

  constructor(port: number, env: NodeJS.ProcessEnv) {
    this.port = port;
    this.env = env;
    this.origin = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.starts += 1;
    for (let tries = 0; tries < 600; tries++) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
      const ready = await fetch(`${this.origin}/ready`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
      if (ready?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not become ready within 60 s');
  }

  /** SIGKILL: no shutdown, transactions in flight die with the process. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}
