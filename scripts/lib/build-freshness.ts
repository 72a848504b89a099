import { stat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Everything the static build is made from. */
export const siteSources = ['src', 'public', 'astro.config.mjs', 'package.json'];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestMtime(join(path, entry)));
  return newest;
}

/** True when dist is missing or older than any of its sources. */
export async function buildIsStale(root: string, distDir: string): Promise<boolean> {
  const built = await stat(join(distDir, 'index.html')).catch(() => null);
  if (!built) return true;
  let newest = 0;
  for (const source of siteSources) newest = Math.max(newest, await newestMtime(join(root, source)));
  return newest > built.mtimeMs;
}
