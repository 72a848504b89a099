import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { lobbyPaths } from '../../src/contract/catalog.ts';
import { testDatabaseKind } from '../../server/test/harness.ts';
import { buildServer, serverBundle, startNodeFlags } from './server-bundle.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** What `npm start` runs, with its Node flags: the bundle must find its migrations and the catalogue from server/, as the sources do. */
describe.skipIf(testDatabaseKind !== 'pglite')('the server bundle', () => {
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  it('builds, migrates an empty database, and answers from the catalogue, the keys and the route table', { timeout: 180_000 }, async () => {
    await buildServer();
    const port = await freePort();
    expect(startNodeFlags()).toEqual(['--no-wasm-dynamic-tiering', '--no-wasm-tier-up', '--max-semi-space-size=8']);
    child = spawn(process.execPath, [...startNodeFlags(), serverBundle], {
      env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: 'memory://', SEED_DEMO: 'false', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      expect(child.exitCode).toBeNull();
      const ready = await fetch(`${base}/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const games = await (await fetch(`${base}${lobbyPaths.popularV2}`)).json();
    expect(games.success).toBe(true);
    expect(games.value.list.length).toBeGreaterThan(0);
    // Parts made by bundled packages at their first use: the status's public key (jose) and the
    // OpenAPI document (@fastify/swagger, loaded from node_modules, over the bundled zod).
    const status = await (await fetch(`${base}/wps/system/status`)).json();
    expect(status.value.info.publicKey).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256' });
    const document = await (await fetch(`${base}/openapi.json`)).json();
    expect(Object.keys(document.paths).length).toBeGreaterThan(80);
  });
});
