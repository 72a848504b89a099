import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsService } from '../../server/modules/settings/service.ts';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { fixtureCatalog } from '../../server/test/fixtures.ts';
import { commands, runCli } from './cli.ts';
import { directPort, httpPort, type SettingsPort } from './port.ts';

const token = 'cli-test-token-abcdefghijklmnop';

/** fetch() answered by app.inject, so the HTTP port is tested without opening a socket. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'PUT',
      url: url.pathname + url.search,
      headers: init?.headers as Record<string, string>,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
  };
}

async function cli(port: SettingsPort, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { env: {}, port, print: (line) => out.push(line), printError: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(['database', 'operator API'] as const)('ops CLI through the %s', (mode) => {
  let t: TestApp;
  let port: SettingsPort;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog(), env: { OPS_TOKEN: token } });
    port = mode === 'database' ? directPort(createSettingsService(t.database.db)) : httpPort('http://ops.test', token, injectFetch(t.app));
  });
  afterAll(() => t?.close());

  it('switches maintenance and records the reason', async () => {
    expect((await cli(port, 'maintenance', 'on', '--reason', 'deploying v2', '--actor', 'bob')).code).toBe(0);
    expect((await cli(port, 'maintenance', 'status')).out).toBe('maintenance is on');
    expect((await cli(port, 'maintenance', 'off', '--reason=done')).code).toBe(0);
    const log = await cli(port, 'actions', '--limit', '2');
    expect(log.out).toContain('bob  setting.set maintenance: false -> true  (deploying v2)');
  });

  it('refuses a change without --reason with exit 2 and changes nothing', async () => {
    const result = await cli(port, 'maintenance', 'on');
    expect(result.code).toBe(2);
    expect(result.err).toContain('--reason');
    expect((await cli(port, 'maintenance', 'status')).out).toBe('maintenance is off');
  });

  it('blocks and unblocks countries and IP ranges', async () => {
    expect((await cli(port, 'region', 'block-country', 'us', '--reason', 'licence')).out).toBe('blocked countries: US');
    expect((await cli(port, 'region', 'block-ip', '2001:db8::/32', '--reason', 'abuse')).code).toBe(0);
    expect((await cli(port, 'region', 'list')).out).toBe('countries: US\nip ranges: 2001:db8::/32');
    expect((await cli(port, 'region', 'unblock-country', 'US', '--reason', 'licence ok')).code).toBe(0);
    expect((await cli(port, 'region', 'unblock-ip', '2001:db8::/32', '--reason', 'abuse over')).code).toBe(0);
    expect((await cli(port, 'region', 'block-ip', '10.0.0.0/40', '--reason', 'bad')).code).toBe(2);
    expect((await cli(port, 'region', 'block-country', 'USA', '--reason', 'bad')).code).toBe(2);
    expect((await cli(port, 'region', 'unblock-country', 'KR', '--reason', 'not there')).code).toBe(2);
  });

  it('switches a feature of the whitelabel tree', async () => {
    expect((await cli(port, 'feature', 'off', 'FREEPLAY3', '--reason', 'no trial play')).out).toBe('FREEPLAY3 is off');
    expect((await cli(port, 'feature', 'list')).out).toContain('FREEPLAY3: off');
    expect((await cli(port, 'feature', 'on', 'NOPE3', '--reason', 'x y z')).code).toBe(2);
    expect((await cli(port, 'feature', 'on', 'FREEPLAY3', '--reason', 'trial back')).code).toBe(0);
  });

  it('sets CDN lists and refuses bad URLs', async () => {
    expect((await cli(port, 'cdn', 'image', 'https://img.example.net', '--reason', 'cdn')).code).toBe(0);
    expect((await cli(port, 'cdn', 'list')).out).toContain('image: https://img.example.net');
    expect((await cli(port, 'cdn', 'launch', 'ftp://x', '--reason', 'bad url')).code).toBe(2);
    expect((await cli(port, 'cdn', 'image', 'none', '--reason', 'back home')).out).toBe('image: our own origin');
  });

  it('gets and sets any setting as JSON', async () => {
    expect((await cli(port, 'settings', 'set', 'restrictedCountries', '["kr"]', '--reason', 'direct set')).out).toBe('restrictedCountries = ["KR"]');
    expect(JSON.parse((await cli(port, 'settings', 'get', 'restrictedCountries')).out)).toEqual(['KR']);
    expect((await cli(port, 'settings', 'list')).out).toContain('restrictedCountries = ["KR"]');
    expect((await cli(port, 'settings', 'set', 'maintenance', 'yes', '--reason', 'not json')).code).toBe(2);
    expect((await cli(port, 'settings', 'set', 'maintenance', '"on"', '--reason', 'wrong type')).code).toBe(2);
    expect((await cli(port, 'settings', 'get', 'nope')).code).toBe(2);
  });
});

describe('ops CLI arguments and help', () => {
  const nowhere: SettingsPort = {
    list: () => Promise.reject(new Error('unused')),
    get: () => Promise.reject(new Error('unused')),
    set: () => Promise.reject(new Error('unused')),
    actions: () => Promise.reject(new Error('unused')),
  };

  it.each(commands.map((command) => command.name))('prints the help of %s', async (name) => {
    const result = await cli(nowhere, name, '--help');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Usage:');
  });

  it.each([[['bogus']], [['maintenance', 'maybe']], [['actions', '--limit', '0']], [['settings', '--frobnicate']], [[]]])('exits 2 on %j', async (argv) => {
    expect((await cli(nowhere, ...argv)).code).toBe(2);
  });

  it('needs OPS_TOKEN to use --url', async () => {
    const err: string[] = [];
    const code = await runCli(['maintenance', 'status', '--url', 'http://127.0.0.1:1'], { env: {}, print: () => {}, printError: (line) => err.push(line) });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('OPS_TOKEN');
  });

  it('runs as a program and prints the global help', () => {
    const script = fileURLToPath(new URL('../ops.ts', import.meta.url));
    const result = spawnSync(process.execPath, [script, '--help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Tala operator CLI');
    for (const command of commands) expect(result.stdout).toContain(command.name);
  });
});
