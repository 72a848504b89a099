/**
 * `npm start`: builds the site and the server bundle when missing or stale, then starts the server,
 * which migrates the database, seeds demo data into an empty one and serves pages and API on one
 * port. The compile cache (NODE_COMPILE_CACHE to move it) keeps the bundle's compiled code between
 * starts. With AGGREGATOR_SIM=1 the aggregator simulator runs beside it and its games are shown
 * (scripts/aggregator-sim/alongside.ts, docs/aggregators.md).
 */
import { enableCompileCache } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale } from './lib/build-freshness.ts';
import { bin, run } from './lib/run.ts';
import { ensureServerBundle, serverBundle } from './lib/server-bundle.ts';

enableCompileCache();
const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

if (await buildIsStale(root, distDir)) {
  console.log('Building the site…');
  const code = await run(bin('astro'), ['build']);
  if (code !== 0) process.exit(code);
}
await ensureServerBundle();
if (process.env.AGGREGATOR_SIM === '1') {
  const { startSimAlongside } = await import('./aggregator-sim/alongside.ts');
  await startSimAlongside(process.env);
}
await import(pathToFileURL(serverBundle).href);
