import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { $session, signIn } from '../../stores/session.ts';
import { api, call, createApi } from './client.ts';
import { ApiFailure } from './failure.ts';
import { fakeBrowser, fail, ok, route } from '../../stores/testing/fake-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($session);
});

const numberValue = z.object({ n: z.number() });

describe('the API client', () => {
  it('names the page language, the merchant and the session token on every call', async () => {
    const page = fakeBrowser([route('/wps/thing', () => ok({ n: 1 }))], { locale: 'pt' });
    signIn({ token: 'tok', account: 'ana', merchantCode: 'TALA' });
    expect(await call(numberValue, api().get('wps/thing'))).toEqual({ n: 1 });
    const headers = page.calls[0]?.headers;
    expect(headers?.get('language')).toBe('pt');
    expect(headers?.get('merchant')).toBe('TALA');
    expect(headers?.get('authorization')).toBe('Bearer tok');
  });

  it('sends no Authorization header without a session', async () => {
    const page = fakeBrowser([route('/wps/thing', () => ok({ n: 1 }))]);
    $session.set({});
    await call(numberValue, api().get('wps/thing'));
    expect(page.calls[0]?.headers.has('authorization')).toBe(false);
  });

  it('throws a typed failure with the message, field errors and the captcha flag', async () => {
    fakeBrowser([route('/wps/thing', () => fail(422, 'RULE_BROKEN', { fields: { username: 'taken' }, captcha: true }))]);
    const error = await call(numberValue, api().get('wps/thing')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ code: 'RULE_BROKEN', status: 422, message: 'message of RULE_BROKEN', fields: { username: 'taken' }, captcha: true });
  });

  it('signs out locally when the server says the session has ended', async () => {
    fakeBrowser([route('/wps/thing', () => fail(401, 'SESSION_EXPIRED'))]);
    signIn({ token: 'tok', account: 'ana', merchantCode: 'TALA' });
    await expect(call(numberValue, api().get('wps/thing'))).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect($session.get()).toEqual({ merchantCode: 'TALA' });
  });

  it('keeps the session on other refusals, even 401 ones', async () => {
    fakeBrowser([route('/wps/thing', () => fail(401, 'INVALID_CREDENTIALS'))]);
    signIn({ token: 'tok', account: 'ana' });
    await expect(call(numberValue, api().get('wps/thing'))).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect($session.get().token).toBe('tok');
  });

  it('turns an unreachable server into NETWORK and an unexpected answer into UNREADABLE', async () => {
    const offline = createApi({ baseUrl: 'http://tala.test', fetch: async () => Promise.reject(new TypeError('offline')) });
    await expect(call(numberValue, offline.get('wps/thing'))).rejects.toMatchObject({ code: 'NETWORK' });
    const html = createApi({ baseUrl: 'http://tala.test', fetch: async () => new Response('<html>', { status: 502 }) });
    await expect(call(numberValue, html.get('wps/thing'))).rejects.toMatchObject({ code: 'UNREADABLE', status: 502 });
    const wrong = createApi({ baseUrl: 'http://tala.test', fetch: async () => Response.json({ success: true, value: { n: 'one' } }) });
    await expect(call(numberValue, wrong.get('wps/thing'))).rejects.toMatchObject({ code: 'UNREADABLE' });
  });
});
