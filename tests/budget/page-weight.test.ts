import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePage } from './page-weight.ts';

let dist: string;
const files: Record<string, string> = {
  'index.html':
    '<html><head><script type="module" src="/_astro/page.js"></script><script>inline()</script></head><body><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island></body></html>',
  '_astro/page.js': 'import "./shared.js";',
  '_astro/Island.js': 'import{a}from"./shared.js";import{b}from"../_astro/react.js";const later=()=>import("./Dialog.js");',
  '_astro/client.js': 'import{b}from"./react.js";',
  '_astro/shared.js': 'export const a=1;',
  '_astro/react.js': 'export const b=2;'.repeat(50),
  '_astro/Dialog.js': 'export const heavy=3;'.repeat(500),
};

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tala-weight-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), content);
  }
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('measurePage', () => {
  it('counts entry scripts, island code and their static imports once each, but not lazy imports', () => {
    const weight = measurePage(dist, 'index.html');
    expect(weight.scripts.sort()).toEqual(['/_astro/Island.js', '/_astro/client.js', '/_astro/page.js', '/_astro/react.js', '/_astro/shared.js']);
    const expected =
      ['page.js', 'Island.js', 'client.js', 'shared.js', 'react.js'].reduce((sum, name) => sum + gzipSync(files[`_astro/${name}`] ?? '').length, 0) +
      gzipSync('inline()').length;
    expect(weight.scriptGzip).toBe(expected);
    expect(weight.htmlGzip).toBe(gzipSync(files['index.html'] ?? '').length);
  });

  it('fails loudly when a page loads a script the build does not have', async () => {
    await writeFile(join(dist, 'broken.html'), '<script src="/_astro/missing.js"></script>');
    expect(() => measurePage(dist, 'broken.html')).toThrow(/missing\.js/);
  });
});
