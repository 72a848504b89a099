/**
 * `npm start`: builds the site when it is missing or stale, then starts the server, which migrates
 * the database, seeds demo data into an empty one and serves pages and API on one port.
 */
import { resolve } from 'node:path';
import { buildIsStale } from './lib/build-freshness.ts';
import { bin, run } from './lib/run.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

if (await buildIsStale(root, distDir)) {
  console.log('Building the site…');
  const code = await run(bin('astro'), ['build']);
  if (code !== 0) process.exit(code);
}
await import('../server/main.ts');
