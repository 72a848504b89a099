import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { isStale, serverSources } from './build-freshness.ts';

const root = resolve(import.meta.dirname, '../..');

/**
 * The server as one JavaScript file, which `npm start` runs. Started from its TypeScript sources,
 * Node strips the types of some 330 files and resolves drizzle's 450 modules one by one against its
 * 180 KB package.json: about 2 s and 250 MiB before the first answer. Bundled, the same start takes
 * a fraction of that. It lives in server/ because the server finds its migrations and the catalogue
 * from its own folder (server/paths.ts). Packages stay outside it (PGlite finds its WebAssembly
 * beside its own files), except drizzle-orm.
 */
export const serverBundle = resolve(root, 'server', 'main.bundle.js');

const bundled = (id: string) => id.startsWith('.') || isAbsolute(id) || id.startsWith('\0') || id === 'drizzle-orm' || id.startsWith('drizzle-orm/');

export async function buildServer(): Promise<void> {
  // Loaded only when a bundle is due, so a start with a fresh one pays nothing for the bundler.
  const { build } = await import('rolldown');
  await build({
    input: resolve(root, 'server', 'main.ts'),
    platform: 'node',
    external: (id) => !bundled(id),
    output: { file: serverBundle, format: 'esm', codeSplitting: false, sourcemap: true },
    logLevel: 'warn',
  });
  // A new embedded database starts as a copy of this template (server/db/pglite.ts).
  const { pgliteTemplate } = await import('../../server/db/pglite.ts');
  await pgliteTemplate();
}

/**
 * The Node flags `npm start` runs the server with, read from package.json's start script, so the
 * bench and the bundle's test start it the same way. `--liftoff-only` keeps PGlite's WebAssembly on
 * V8's baseline compiler: optimizing PostgreSQL's functions while the server starts took the
 * process from about 270 MiB to a peak near 800 MiB (see the README's Decisions).
 */
export function startNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return scripts.start.split(/\s+/).filter((part) => part.startsWith('--'));
}

/** Builds the bundle when it is missing or older than its sources. */
export async function ensureServerBundle(): Promise<void> {
  if (await isStale(root, serverBundle, serverSources)) await buildServer();
}
