import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

let root: string;
const page = `<!doctype html><html><body>${'<p>repeated words compress well</p>'.repeat(100)}</body></html>`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tala-precompress-'));
  await mkdir(join(root, '_astro'), { recursive: true });
  await writeFile(join(root, 'index.html'), page);
  await writeFile(join(root, '_astro', 'app.js'), `export const words = ${JSON.stringify('abc '.repeat(800))};`);
  await writeFile(join(root, 'tiny.css'), 'body{margin:0}');
  await writeFile(join(root, 'photo.png'), Buffer.alloc(4096, 7));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('precompress', () => {
  it('stores brotli and gzip copies of text files that decompress to the original', async () => {
    await precompress(root);
    for (const file of ['index.html', '_astro/app.js']) {
      const original = await readFile(join(root, file));
      expect(brotliDecompressSync(await readFile(join(root, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(join(root, `${file}.gz`)))).toEqual(original);
    }
  });

  it('leaves small files and binary formats alone', () => {
    expect(existsSync(join(root, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(root, 'photo.png.br'))).toBe(false);
    expect(existsSync(join(root, 'photo.png.gz'))).toBe(false);
  });
});
