import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { resolve } from 'node:path';
import { isStale, serverSources } from './build-freshness.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * The server as one JavaScript file, which `npm start` runs. Started from its TypeScript sources,
 * Node strips the types of some 330 files and resolves drizzle's 450 modules one by one against its
 * 180 KB package.json: about 2 s and 250 MiB before the first answer. Bundled, the same start takes
 * a fraction of that. It lives in server/ because the server finds its migrations and the catalogue
 * from its own folder (server/paths.ts). The packages are in it too: loaded from node_modules, the
 * 800 modules they are made of took about a fifth of a start on existing data (docs/decisions/0004-npm-start-runs-the-server-bundled.md).
 */
export const serverBundle = resolve(root, 'server', 'main.bundle.js');

/**
 * Packages that find files beside their own, which a bundle in server/ would not find: PGlite its
 * WebAssembly and data, pino and thread-stream their transport workers, ioredis and @fastify/swagger
 * their package.json (by `__dirname`, which an ES module bundle does not have).
 */
const loadedFromNodeModules = ['@electric-sql/pglite', 'pino', 'thread-stream', 'ioredis', '@fastify/swagger'];

const external = (id: string) => isBuiltin(id) || loadedFromNodeModules.some((name) => id === name || id.startsWith(`${name}/`));

export async function buildServer(): Promise<void> {
  // Loaded only when a bundle is due, so a start with a fresh one pays nothing for the bundler.
  const { build } = await import('rolldown');
  await build({
    input: resolve(root, 'server', 'main.ts'),
    platform: 'node',
    external,
    output: { file: serverBundle, format: 'esm', codeSplitting: false, sourcemap: true },
    logLevel: 'warn',
  });
  // A new embedded database starts as a copy of this template (server/db/pglite.ts).
  const { pgliteTemplate } = await import('../../server/db/pglite.ts');
  await pgliteTemplate();
}

/**
 * The Node flags `npm start` runs the server with, read from package.json's start script (of another
 * checkout when one is named: bench/turns.ts runs older revisions), so the bench and the bundle's
 * test start it the same way. `--no-wasm-dynamic-tiering --no-wasm-tier-up` keep PGlite's WebAssembly on
 * V8's baseline compiler: optimizing PostgreSQL's functions while the server starts took the
 * process from about 270 MiB to a peak near 800 MiB (docs/decisions/0005-pglite-on-the-baseline-wasm-compiler.md).
 */
export function startNodeFlags(checkout = root): string[] {
  const { scripts } = JSON.parse(readFileSync(resolve(checkout, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(/\s+/).filter((part) => part.startsWith('--'));
}

/** Builds the bundle when it is missing or older than its sources. */
export async function ensureServerBundle(): Promise<void> {
  if (await isStale(root, serverBundle, serverSources)) await buildServer();
}
