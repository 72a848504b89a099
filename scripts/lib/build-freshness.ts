import { stat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Everything the static build is made from. */
export const siteSources = ['src', 'public', 'astro.config.mjs', 'package.json'];
/** Everything the server bundle is made from (the server imports the contract, content and catalogues of src/, and the bundle holds most packages). */
export const serverSources = ['server', 'src', 'package.json', 'package-lock.json'];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestMtime(join(path, entry)));
  return newest;
}

/** True when `output` is missing or older than any of `sources` (paths under root). */
export async function isStale(root: string, output: string, sources: readonly string[]): Promise<boolean> {
  const built = await stat(output).catch(() => null);
  if (!built) return true;
  let newest = 0;
  for (const source of sources) newest = Math.max(newest, await newestMtime(join(root, source)));
  return newest > built.mtimeMs;
}

/** True when dist is missing or older than any of its sources. */
export function buildIsStale(root: string, distDir: string): Promise<boolean> {
  return isStale(root, join(distDir, 'index.html'), siteSources);
}
