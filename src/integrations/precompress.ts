import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser asks for compressed; images and fonts are compressed already. */
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
/** Below this the headers cost more than compression saves (the server's on-the-fly threshold too). */
const smallest = 1024;

async function filesUnder(dir: string, into: string[] = []): Promise<string[]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await filesUnder(path, into);
    else if (entry.isFile() && compressible.test(entry.name)) into.push(path);
  }
  return into;
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of the
 * build, each only when smaller, so the server sends stored bytes instead of compressing per request.
 */
export async function precompress(root: string): Promise<{ files: number; bytes: number; brotli: number; gzip: number }> {
  const files = await filesUnder(root);
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const work = files.map(async (path) => {
    if ((await stat(path)).size < smallest) return;
    const body = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    totals.files += 1;
    totals.bytes += body.length;
    if (br.length < body.length) {
      await writeFile(`${path}.br`, br);
      totals.brotli += br.length;
    }
    if (gz.length < body.length) {
      await writeFile(`${path}.gz`, gz);
      totals.gzip += gz.length;
    }
  });
  await Promise.all(work);
  return totals;
}

/** Runs last in the build, after every other integration has written its files. */
export function precompressed(): AstroIntegration {
  return {
    name: 'tala:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const totals = await precompress(fileURLToPath(dir));
        const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
        logger.info(`${totals.files} files, ${kib(totals.bytes)}: brotli ${kib(totals.brotli)}, gzip ${kib(totals.gzip)}`);
      },
    },
  };
}
