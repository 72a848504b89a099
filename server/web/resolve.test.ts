import { describe, expect, it } from 'vitest';
import { isApiPath } from '../../src/contract/paths.ts';
import { cacheControlFor, localePage, resolveSiteFile } from './resolve.ts';

const files = new Set([
  'index.html',
  'rng/index.html',
  'register.html',
  'register/index.html',
  'pt/index.html',
  'pt/rng/index.html',
  '_astro/app.1a2b.js',
  'art/logo.svg',
  'agentHome/index.html',
]);

describe('resolveSiteFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/rng', 'rng/index.html'],
    ['/rng/', 'rng/index.html'],
    ['/pt/', 'pt/index.html'],
    ['/pt', 'pt/index.html'],
    ['/pt/rng', 'pt/rng/index.html'],
    ['/register.html', 'register.html'],
    ['/register', 'register/index.html'],
    ['/agentHome', 'agentHome/index.html'],
    ['/art/logo.svg', 'art/logo.svg'],
    ['/_astro/app.1a2b.js', '_astro/app.1a2b.js'],
  ])('%s -> %s', (path, file) => {
    expect(resolveSiteFile(path, files)).toBe(file);
  });

  it.each(['/nope', '/../etc/passwd', '/rng/../../x', '/%2e%2e/x', '/%E0%A4%A', '/a%00b', '/agenthome'])('refuses %s', (path) => {
    expect(resolveSiteFile(path, files)).toBeNull();
  });
});

describe('isApiPath', () => {
  it('tells API paths from pages', () => {
    expect(isApiPath('/wps/system/status')).toBe(true);
    expect(isApiPath('/lgw/games/game_menus')).toBe(true);
    expect(isApiPath('/ops')).toBe(true);
    expect(isApiPath('/wpsx')).toBe(false);
    expect(isApiPath('/pt/rng')).toBe(false);
  });
});

describe('localePage', () => {
  it('finds the replacement page in the visitor language', () => {
    expect(localePage('/pt/rng', 'maintain')).toEqual({ locale: 'pt', file: 'pt/maintain/index.html' });
    expect(localePage('/rng', 'blocked')).toEqual({ locale: 'en', file: 'blocked/index.html' });
    expect(localePage('/tl/nothing', '404')).toEqual({ locale: 'tl', file: 'tl/404.html' });
  });
});

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and revalidates pages', () => {
    expect(cacheControlFor('_astro/app.1a2b.js')).toContain('immutable');
    expect(cacheControlFor('rng/index.html')).toBe('no-cache');
    expect(cacheControlFor('art/logo.svg')).toBe('public, max-age=3600');
  });
});
