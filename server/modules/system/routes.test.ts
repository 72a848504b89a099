import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successSchema } from '../../../src/contract/envelope.ts';
import { featureModIds, helpCenterSchema, registerFieldNames, registerSettingsSchema, statusSchema, whitelabelSchema } from '../../../src/contract/system.ts';
import { routersSchema } from '../../../src/contract/site-calls.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';

const reason = { actor: 'test', reason: 'testing the switch' };

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog(), env: { COUNTRY_HEADER: 'cf-ipcountry' } });
  });
  afterAll(() => t?.close());

  const status = async (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/status?url=localhost', headers, remoteAddress });
    expect(response.statusCode).toBe(200);
    return successSchema(statusSchema).parse(response.json()).value;
  };

  it('answers the permission check with settings, rules and the public key', async () => {
    const value = await status();
    expect(value.maintenance).toBe(false);
    expect(value.regionRestriction).toBe(false);
    expect(value.info.register.map((rule) => rule.field)).toEqual([...registerFieldNames]);
    expect(value.info.whitelabel.map((node) => node.modId)).toEqual([...featureModIds]);
    expect(value.info.publicKey).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc' });
    expect((await status()).info.publicKey.kid).toBe(value.info.publicKey.kid);
  });

  it('serves the whitelabel tree and the register rules', async () => {
    const whitelabel = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const tree = successSchema(whitelabelSchema).parse(whitelabel.json()).value;
    expect(tree.find((node) => node.modId === 'PWDEXPFORCECHANGE3')?.enabled).toBe(true);
    const register = await t.app.inject({ method: 'GET', url: '/wps/system/setting/register' });
    const rules = successSchema(registerSettingsSchema).parse(register.json()).value;
    expect(rules.find((rule) => rule.field === 'username')).toMatchObject({ enabled: true, required: true });
  });

  it('serves the help center in the asked language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=tl&device=WEB' });
    const articles = successSchema(helpCenterSchema).parse(response.json()).value;
    expect(articles[0]).toMatchObject({ tag: 'deposit', title: 'Pagdeposito' });
    const byHeader = await t.app.inject({ method: 'GET', url: '/wps/system/helpCenter', headers: { language: 'pt' } });
    expect(successSchema(helpCenterSchema).parse(byHeader.json()).value[0]?.title).toBe('Depósito');
  });

  it('tells a page on a host the operator has not listed, once domains are listed', async () => {
    const check = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/wps/system/status?url=${encodeURIComponent(url)}` });
      return successSchema(statusSchema).parse(response.json()).value.invalidDomain;
    };
    expect(await check('copy.example')).toBe(false);
    await t.app.settings.set('domains', ['Tala.Example', '*.tala.ph'], reason);
    expect(await t.app.settings.get('domains')).toEqual(['tala.example', '*.tala.ph']);
    expect(await check('tala.example:4321')).toBe(false);
    expect(await check('m.tala.ph')).toBe(false);
    expect(await check('copy.example')).toBe(true);
    // Without `url`, the host the call was made to is judged.
    const bare = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'tala.example' } });
    expect(successSchema(statusSchema).parse(bare.json()).value.invalidDomain).toBe(false);
    await expect(t.app.settings.set('domains', ['https://tala.example/'], reason)).rejects.toThrow();
    await t.app.settings.set('domains', [], reason);
    expect(await check('copy.example')).toBe(false);
  });

  it('answers the domain routers from the settings, cacheable', async () => {
    await t.app.settings.set('domains', ['tala.example'], reason);
    await t.app.settings.set('imageCDNs', ['https://img1.tala.example', 'https://img2.tala.example/'], reason);
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/routers' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(successSchema(routersSchema).parse(response.json()).value).toEqual({
      domainList: ['tala.example'],
      imageCDNs: ['https://img1.tala.example', 'https://img2.tala.example/'],
      launchGameCDNs: [],
    });
    await t.app.settings.set('domains', [], reason);
    await t.app.settings.set('imageCDNs', [], reason);
  });

  it('turns maintenance on and off at once', async () => {
    await t.app.settings.set('maintenance', true, reason);
    expect((await status()).maintenance).toBe(true);
    await t.app.settings.set('maintenance', false, reason);
    expect((await status()).maintenance).toBe(false);
  });

  it('restricts a blocked country from the configured header', async () => {
    await t.app.settings.set('restrictedCountries', ['us'], reason);
    expect(await t.app.settings.get('restrictedCountries')).toEqual(['US']);
    expect((await status({ 'cf-ipcountry': 'US' })).regionRestriction).toBe(true);
    expect((await status({ 'cf-ipcountry': 'PH' })).regionRestriction).toBe(false);
    await t.app.settings.set('restrictedCountries', [], reason);
    expect((await status({ 'cf-ipcountry': 'US' })).regionRestriction).toBe(false);
  });

  it('restricts blocked IP ranges, IPv4 and IPv6', async () => {
    await t.app.settings.set('restrictedIpRanges', ['203.0.113.0/24', '2001:db8::/32'], reason);
    expect((await status({}, '203.0.113.50')).regionRestriction).toBe(true);
    expect((await status({}, '2001:db8::7')).regionRestriction).toBe(true);
    expect((await status({}, '198.51.100.1')).regionRestriction).toBe(false);
    await t.app.settings.set('restrictedIpRanges', [], reason);
    expect((await status({}, '203.0.113.50')).regionRestriction).toBe(false);
  });

  it('gives the web layer the same answer through app.access', async () => {
    await t.app.settings.set('maintenance', true, reason);
    const request = { headers: {}, ip: '127.0.0.1' } as Parameters<typeof t.app.access>[0];
    expect(await t.app.access(request)).toEqual({ maintenance: true, regionRestriction: false });
    await t.app.settings.set('maintenance', false, reason);
  });
});
