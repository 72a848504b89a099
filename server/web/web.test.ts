import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema } from '../../src/contract/envelope.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const page = (marker: string) =>
  `<!doctype html><html><head><script>console.log("${marker}")</script></head><body><h1>${marker}</h1>${'<p>filler text for compression</p>'.repeat(60)}</body></html>`;
const siteFiles: Record<string, string> = {
  'index.html': page('home'),
  'rng/index.html': page('slots'),
  'register.html': page('register'),
  'pt/index.html': page('inicio'),
  'pt/rng/index.html': page('slots-pt'),
  'maintain/index.html': page('maintenance-en'),
  'pt/maintain/index.html': page('maintenance-pt'),
  'backoffice/index.html': page('backoffice-en'),
  'tl/backoffice/index.html': page('backoffice-tl'),
  'blocked/index.html': page('blocked-en'),
  'tl/blocked/index.html': page('blocked-tl'),
  '404.html': page('not-found-en'),
  'pt/404.html': page('not-found-pt'),
  '_astro/app.abc123.js': 'export const x = 1;',
  'art/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

let dist: string;
let harness: TestApp;
const as = { actor: 'test', reason: 'web layer test' };

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tala-dist-'));
  for (const [file, content] of Object.entries(siteFiles)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), content);
  }
  // Stored copies whose content differs from the page, so a test can tell them from on-the-fly compression.
  await writeFile(join(dist, 'pt/rng/index.html.br'), brotliCompressSync(page('stored-br')));
  await writeFile(join(dist, 'pt/rng/index.html.gz'), gzipSync(page('stored-gz')));
  harness = await createTestApp({ env: { DIST_DIR: dist } });
});
afterAll(async () => {
  await harness?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the site face of the server', () => {
  it('serves pages with no-cache, hashed assets for a year, and security headers with the inline script hashes', async () => {
    const home = await harness.app.inject('/rng');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<h1>slots</h1>');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(home.headers['content-security-policy'])).toMatch(/script-src 'self'( 'sha256-[^']+'){9}/);
    const asset = await harness.app.inject('/_astro/app.abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await harness.app.inject('/register.html')).body).toContain('register');
    expect((await harness.app.inject('/pt')).body).toContain('inicio');
  });

  it('compresses what the browser accepts', async () => {
    const response = await harness.app.inject({ url: '/rng', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends the stored .br and .gz copies of the build as they are, and never serves them by their own name', async () => {
    const br = await harness.app.inject({ url: '/pt/rng', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('stored-br');
    const gz = await harness.app.inject({ url: '/pt/rng', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('stored-gz');
    const plain = await harness.app.inject({ url: '/pt/rng', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toContain('slots-pt');
    expect((await harness.app.inject('/pt/rng/index.html.br')).statusCode).toBe(404);
  });

  it('sends a page from memory once read: a later change on disk does not show, and one validator answers every encoding', async () => {
    const first = await harness.app.inject({ url: '/pt', headers: { 'accept-encoding': 'gzip' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    await writeFile(join(dist, 'pt/index.html'), page('changed-on-disk'));
    try {
      const again = await harness.app.inject({ url: '/pt', headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(again.rawPayload).toString()).toContain('<h1>inicio</h1>');
      expect(again.headers.etag).toBe(etag);
    } finally {
      await writeFile(join(dist, 'pt/index.html'), siteFiles['pt/index.html']!);
    }
  });

  it('answers a revalidation with 304 and no body while the page is unchanged, and the page when the validator differs', async () => {
    const etag = String((await harness.app.inject('/rng')).headers.etag);
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `W/"other", ${etag}`, '*']) {
      const revalidated = await harness.app.inject({ url: '/rng', headers: { 'if-none-match': ifNoneMatch } });
      expect(revalidated.statusCode, ifNoneMatch).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
    }
    const changed = await harness.app.inject({ url: '/rng', headers: { 'if-none-match': 'W/"other"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('<h1>slots</h1>');
    const head = await harness.app.inject({ method: 'HEAD', url: '/rng' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.rawPayload.length).toBe(0);
  });

  it('sends the CSP with pages only, not with scripts and images', async () => {
    for (const url of ['/_astro/app.abc123.js', '/art/logo.svg']) {
      const asset = await harness.app.inject(url);
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(String((await harness.app.inject('/pt/nada')).headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('answers unknown pages with the 404 page of their language, and unknown API paths with the envelope', async () => {
    const missing = await harness.app.inject('/pt/nada');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('not-found-pt');
    for (const request of [
      { method: 'GET', url: '/wps/nothing' },
      { method: 'POST', url: '/lgw/nothing' },
    ] as const) {
      const api = await harness.app.inject({ ...request, headers: { language: 'pt' } });
      expect(api.statusCode).toBe(404);
      const body = failureSchema.parse(api.json());
      expect(body.code).toBe('NOT_FOUND');
    }
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/rng/..%2f..%2fpackage.json', '/%00'])('never leaves the build for %s', async (url) => {
    const response = await harness.app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"name"');
  });

  it('puts the maintenance page in place of every page while maintenance is on, and never of assets', async () => {
    await harness.app.settings.set('maintenance', true, as);
    try {
      for (const [url, marker] of [
        ['/', 'maintenance-en'],
        ['/rng', 'maintenance-en'],
        ['/pt/rng', 'maintenance-pt'],
        ['/pt/nada', 'maintenance-pt'],
      ]) {
        const response = await harness.app.inject(url);
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after']).toBe('300');
        expect(response.body).toContain(marker);
      }
      expect((await harness.app.inject('/art/logo.svg')).statusCode).toBe(200);
      expect((await harness.app.inject('/maintain')).statusCode).toBe(200);
      // Staff run the platform through maintenance: the back office is never swapped.
      for (const [url, marker] of [
        ['/backoffice/', 'backoffice-en'],
        ['/tl/backoffice', 'backoffice-tl'],
      ]) {
        const response = await harness.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain(marker);
      }
    } finally {
      await harness.app.settings.set('maintenance', false, as);
    }
    expect((await harness.app.inject('/rng')).body).toContain('<h1>slots</h1>');
  });

  it('shows the region-blocked page to a restricted country only, and follows the CDN settings in its CSP', async () => {
    await harness.app.settings.set('restrictedCountries', ['ZZ'], as);
    const before = await harness.app.inject({ url: '/rng', headers: { 'cf-ipcountry': 'PH' } });
    expect(String(before.headers['content-security-policy'])).not.toContain('img.cdn.example');
    // The policy a page was sent with is kept; a change of the CDN lists must still reach the next page.
    await harness.app.settings.set('imageCDNs', ['https://img.cdn.example/tala'], as);
    try {
      const blocked = await harness.app.inject({ url: '/tl/rng', headers: { 'cf-ipcountry': 'zz' } });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.body).toContain('blocked-tl');
      const allowed = await harness.app.inject({ url: '/rng', headers: { 'cf-ipcountry': 'PH' } });
      expect(allowed.statusCode).toBe(200);
      expect(String(allowed.headers['content-security-policy'])).toContain("img-src 'self' data: https://img.cdn.example");
    } finally {
      await harness.app.settings.set('restrictedCountries', [], as);
      await harness.app.settings.set('imageCDNs', [], as);
    }
  });
});
