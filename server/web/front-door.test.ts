import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsService } from '../modules/settings/service.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { frontDoorAnswers } from './index.ts';
import { pagePaths } from './front-door.ts';

const page = (marker: string) =>
  `<!doctype html><html><head><script>console.log("${marker}")</script></head><body><h1>${marker}</h1>${'<p>filler text for compression</p>'.repeat(60)}</body></html>`;

const siteFiles: Record<string, string> = {
  'index.html': page('home'),
  'rng/index.html': page('slots'),
  'pt/rng/index.html': page('slots-pt'),
  'maintain/index.html': page('maintenance-en'),
  'pt/maintain/index.html': page('maintenance-pt'),
  'blocked/index.html': page('blocked-en'),
  'pt/blocked/index.html': page('blocked-pt'),
  'backoffice/index.html': page('backoffice-en'),
  '404.html': page('not-found-en'),
  '_astro/app.abc123.js': 'export const x = 1;',
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Headers that differ per request or per connection whichever path answers. */
const perRequest = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding']);

function comparable(headers: Answer['headers']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !perRequest.has(name))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

let dist: string;
let t: TestApp;
let port = 0;
const as = { actor: 'test', reason: 'front door test' };

function overSocket(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The same request answered by the front door (over a socket) and by the site route (injected). */
async function bothWays(method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}) {
  const before = frontDoorAnswers(t.app);
  const door = await overSocket(method, path, headers);
  const atTheDoor = frontDoorAnswers(t.app) > before;
  const injected = await t.app.inject({ method, url: path, headers });
  const route: Answer = { status: injected.statusCode, headers: injected.headers as Answer['headers'], body: injected.rawPayload };
  return { door, route, atTheDoor };
}

async function expectSameAnswer(method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}): Promise<Answer> {
  // The first request of a page reads it through the site route; from then on the door answers.
  await overSocket(method, path, headers);
  const { door, route, atTheDoor } = await bothWays(method, path, headers);
  expect(atTheDoor, `${method} ${path} answered at the door`).toBe(true);
  expect(door.status).toBe(route.status);
  expect(comparable(door.headers)).toEqual(comparable(route.headers));
  expect(door.body.equals(route.body)).toBe(true);
  expect(door.headers['x-request-id']).toMatch(/^[\da-f-]{36}$/);
  return door;
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'tala-door-'));
  for (const [file, content] of Object.entries(siteFiles)) {
    await mkdir(dirname(join(dist, file)), { recursive: true });
    await writeFile(join(dist, file), content);
  }
  await writeFile(join(dist, 'rng/index.html.br'), brotliCompressSync(page('stored-br')));
  await writeFile(join(dist, 'rng/index.html.gz'), gzipSync(page('stored-gz')));
  t = await createTestApp({ env: { DIST_DIR: dist } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the front door of the built pages', () => {
  it('knows each page by every path the site route answers it at', () => {
    const paths = pagePaths(new Set(Object.keys(siteFiles)));
    expect(paths.get('/')).toBe('index.html');
    expect(paths.get('/index.html')).toBe('index.html');
    expect(paths.get('/rng')).toBe('rng/index.html');
    expect(paths.get('/rng/')).toBe('rng/index.html');
    expect(paths.get('/pt/rng/index.html')).toBe('pt/rng/index.html');
    expect(paths.has('/_astro/app.abc123.js')).toBe(false);
    expect(paths.has('/nothing')).toBe(false);
  });

  it.each([
    ['br', 'br, gzip', 'stored-br'],
    ['gzip', 'gzip', 'stored-gz'],
    ['identity', 'identity', 'slots'],
  ])('sends the stored %s copy as the site route does', async (encoding, accept, marker) => {
    const answer = await expectSameAnswer('GET', '/rng', { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    const text = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
    expect(text.toString()).toContain(`<h1>${marker}</h1>`);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(answer.headers['content-security-policy'])).toMatch(/script-src 'self'( 'sha256-[^']+'){9}/);
  });

  it('answers HEAD and a revalidation with 304 as the site route does, and the page when the validator differs', async () => {
    const head = await expectSameAnswer('HEAD', '/', { 'accept-encoding': 'gzip' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = String(head.headers.etag);
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ''), `W/"other", ${etag}`, '*']) {
      const revalidated = await expectSameAnswer('GET', '/?from=mail', { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      expect(revalidated.status, ifNoneMatch).toBe(304);
      expect(revalidated.body.length).toBe(0);
    }
    const changed = await expectSameAnswer('GET', '/', { 'if-none-match': 'W/"other"' });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toContain('<h1>home</h1>');
    expect((await expectSameAnswer('HEAD', '/', { 'if-none-match': etag })).status).toBe(304);
  });

  it('leaves assets, unknown paths and other methods to the site route', async () => {
    for (const [method, path] of [
      ['GET', '/_astro/app.abc123.js'],
      ['GET', '/nothing'],
      ['GET', '/%72ng'],
      ['POST', '/rng'],
    ] as const) {
      const before = frontDoorAnswers(t.app);
      await overSocket(method, path);
      expect(frontDoorAnswers(t.app), `${method} ${path}`).toBe(before);
    }
  });

  it('puts the maintenance page in place of pages while maintenance is on, never of the back office', async () => {
    await t.app.settings.set('maintenance', true, as);
    try {
      for (const [path, marker] of [
        ['/', 'maintenance-en'],
        ['/pt/rng', 'maintenance-pt'],
      ]) {
        const answer = await expectSameAnswer('GET', path, { 'accept-encoding': 'identity' });
        expect(answer.status, path).toBe(503);
        expect(answer.headers['retry-after']).toBe('300');
        expect(answer.body.toString()).toContain(marker);
        // A validator of the page it replaces must not turn the maintenance page into a 304.
        const etag = String((await overSocket('HEAD', '/rng')).headers.etag);
        expect((await expectSameAnswer('GET', path, { 'if-none-match': etag })).status).toBe(503);
      }
      expect((await expectSameAnswer('GET', '/maintain')).status).toBe(200);
      const staff = await expectSameAnswer('GET', '/backoffice/', { 'accept-encoding': 'identity' });
      expect(staff.status).toBe(200);
      expect(staff.body.toString()).toContain('backoffice-en');
    } finally {
      await t.app.settings.set('maintenance', false, as);
    }
    const after = await overSocket('GET', '/pt/rng', { 'accept-encoding': 'identity' });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain('slots-pt');
  });

  it('shows the region-blocked page to restricted countries and addresses only', async () => {
    await t.app.settings.set('restrictedCountries', ['ZZ'], as);
    try {
      const blocked = await expectSameAnswer('GET', '/pt/rng', { 'cf-ipcountry': 'zz', 'accept-encoding': 'identity' });
      expect(blocked.status).toBe(403);
      expect(blocked.body.toString()).toContain('blocked-pt');
      expect((await expectSameAnswer('GET', '/pt/rng', { 'cf-ipcountry': 'PH' })).status).toBe(200);
      await t.app.settings.set('restrictedIpRanges', ['127.0.0.0/8'], as);
      const byAddress = await expectSameAnswer('GET', '/rng', { 'accept-encoding': 'identity' });
      expect(byAddress.status).toBe(403);
      expect(byAddress.body.toString()).toContain('blocked-en');
    } finally {
      await t.app.settings.set('restrictedCountries', [], as);
      await t.app.settings.set('restrictedIpRanges', [], as);
    }
    expect((await expectSameAnswer('GET', '/rng', { 'cf-ipcountry': 'zz' })).status).toBe(200);
  });

  it('follows a change of the CDN lists in its CSP, and a change made by another process within the cache time', async () => {
    await t.app.settings.set('imageCDNs', ['https://img.cdn.example/tala'], as);
    try {
      const answer = await expectSameAnswer('GET', '/rng');
      expect(String(answer.headers['content-security-policy'])).toContain("img-src 'self' data: https://img.cdn.example");
      // Another process writes the setting; this one reads it again once its copy is a second old.
      await createSettingsService(t.database.db).set('maintenance', true, as);
      try {
        const deadline = Date.now() + 5000;
        let status = 200;
        while (status !== 503 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          status = (await overSocket('GET', '/rng')).status;
        }
        expect(status).toBe(503);
      } finally {
        await t.app.settings.set('maintenance', false, as);
      }
    } finally {
      await t.app.settings.set('imageCDNs', [], as);
    }
    const plain = await expectSameAnswer('GET', '/rng');
    expect(plain.status).toBe(200);
    expect(String(plain.headers['content-security-policy'])).not.toContain('img.cdn.example');
  });
});
