import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { contentEncryption, keyAlgorithm } from './modules/keys/service.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** The real server process: SIGTERM lets the requests in flight finish, then it exits 0. */
describe('graceful shutdown of the server process', () => {
  let child: ChildProcess | null = null;
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it('answers /health and /ready, finishes every request in flight after SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory://',
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        SEED_DEMO: 'true',
        HOUSE_CLOCK_MS: '0',
        DIST_DIR: '/nonexistent/tala-test-dist',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

    let ready: Response | null = null;
    for (let tries = 0; tries < 300 && !ready?.ok; tries++) {
      ready = await fetch(`${origin}/ready`).catch(() => null);
      if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready?.status).toBe(200);
    expect(await ready?.json()).toEqual({ success: true, value: { status: 'ready', database: 'pglite', counters: 'process' } });
    expect(await (await fetch(`${origin}/health`)).json()).toEqual({ success: true, value: { status: 'up' } });

    const status = (await (await fetch(`${origin}/wps/system/status`)).json()) as { value: { info: { publicKey: JWK & { kid: string } } } };
    const jwk = status.value.info.publicKey;
    const key = await importJWK(jwk, keyAlgorithm);
    const login = async () => {
      const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ type: 'username', username: 'demo', password: 'Demo@1234' })))
        .setProtectedHeader({ alg: keyAlgorithm, enc: contentEncryption, kid: jwk.kid })
        .encrypt(key);
      return fetch(`${origin}/wps/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jwe }) });
    };
    // Logins hash a password each, so several are still running when the signal arrives; the signal
    // waits until the server has received all six (its log says so), so each is truly in flight.
    const inFlight = Array.from({ length: 6 }, () => login());
    const received = () => output.split('\n').filter((line) => line.includes('incoming request') && line.includes('/wps/session/login')).length;
    for (let tries = 0; tries < 2000 && received() < 6; tries++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(received()).toBe(6);
    server.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const answer of answers) expect(((await answer.json()) as { value: { token: string } }).value.token).toEqual(expect.any(String));

    const [code] = await exited;
    child = null;
    expect(code).toBe(0);
    expect(output).toContain('shut down cleanly');
    await expect(fetch(`${origin}/health`)).rejects.toThrow();
  }, 60_000);
});
