import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 4321,
      HOST: '0.0.0.0',
      PGLITE_DIR: './data/pglite',
      DIST_DIR: './dist',
      MERCHANT_CODE: 'TALA',
      TIME_ZONE: 'Asia/Manila',
      CURRENCY: 'PHP',
      COUNTRY_HEADER: 'cf-ipcountry',
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
      SEED_DEMO: true,
      DATABASE_POOL_SIZE: 20,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OPS_TOKEN).toBeUndefined();
  });

  it('reads and converts the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/tala',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'true',
      SEED_DEMO: '0',
      COUNTRY_HEADER: 'X-Country',
      OPS_TOKEN: 'x'.repeat(24),
      TIME_ZONE: 'Europe/Lisbon',
    });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: true, SEED_DEMO: false, COUNTRY_HEADER: 'x-country', TIME_ZONE: 'Europe/Lisbon' });
  });

  it('treats an empty optional variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', OPS_TOKEN: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', /^PORT: expected an integer 1-65535$/],
    ['PORT', '70000', /^PORT: expected an integer 1-65535$/],
    ['DATABASE_POOL_SIZE', '0', /^DATABASE_POOL_SIZE: expected an integer 1-500$/],
    ['TIME_ZONE', 'Mars/Olympus', /^TIME_ZONE: /],
    ['DATABASE_URL', 'mysql://x', /^DATABASE_URL: /],
    ['REDIS_URL', 'not a url', /^REDIS_URL: /],
    ['OPS_TOKEN', 'short', /^OPS_TOKEN: expected at least 24 characters$/],
    ['TRUST_PROXY', 'maybe', /^TRUST_PROXY: /],
    ['LOG_LEVEL', 'loud', /^LOG_LEVEL: /],
    ['CURRENCY', 'peso', /^CURRENCY: /],
  ])('names %s when its value %j is bad', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
