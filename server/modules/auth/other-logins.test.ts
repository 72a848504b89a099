import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialType } from '../../../src/contract/auth.ts';
import { issueSignInTicket } from '../oidc/tickets.ts';
import { issueCode } from '../verification/codes.ts';
import { bearer, createMember, postLogin, setFeature } from '../../test/accounts.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { authenticate } from './guard.ts';

describe('free play, SMS code and OpenID ticket logins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  const freeplay = async (headers: Record<string, string> = { 'gateway-version': '3' }) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers,
      payload: await encryptedBody(t.app, { os: 'Linux', platform: 'W', random: 'r'.repeat(24) }),
    });

  it('creates a trial account and logs it in', async () => {
    const response = await freeplay();
    expect(response.statusCode).toBe(200);
    const { token } = response.json().value;
    const info = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json().value;
    expect(info).toMatchObject({ type: trialType, isAgent: true, firstTimeLogin: false });
    expect(info.account).toMatch(/^guest\d{8}$/);
    await expect(authenticate(t.app.db, token, { limits: t.app.config })).rejects.toMatchObject({ code: 'TRIAL_ACCOUNT' });
  });

  it('refuses free play without the gateway header, in the clear, or when switched off', async () => {
    expect((await freeplay({})).json()).toMatchObject({ code: 'MALFORMED_REQUEST' });
    const clear = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { 'gateway-version': '3' },
      payload: { os: 'Linux', platform: 'W', random: 'r'.repeat(24) },
    });
    expect(clear.json()).toMatchObject({ code: 'PLAINTEXT_REFUSED' });
    await setFeature(t.app, 'FREEPLAY3', false);
    const off = await freeplay();
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    await setFeature(t.app, 'FREEPLAY3', true);
  });

  it('logs in with an SMS code, once, and skips the forced change', async () => {
    const mobileNum = '09178889999';
    await createMember(t.app, { mobileNum, mustChangePassword: true });
    const ip = '198.51.100.101';
    const { code } = await issueCode(t.app.db, { purpose: 'login', target: mobileNum, ip, now: t.app.clock.now() });
    const ok = await postLogin(t.app, { type: 'sms', mobileNum, verificationCode: code }, { ip });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, token: expect.any(String) });

    const again = await postLogin(t.app, { type: 'sms', mobileNum, verificationCode: code }, { ip: '198.51.100.102' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'CODE_INVALID' });
  });

  it('refuses SMS login while MOBILEVERCODELOGIN3 is off', async () => {
    await setFeature(t.app, 'MOBILEVERCODELOGIN3', false);
    const response = await postLogin(t.app, { type: 'sms', mobileNum: '09170000001', verificationCode: '123456' }, { ip: '198.51.100.103' });
    expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    await setFeature(t.app, 'MOBILEVERCODELOGIN3', true);
  });

  it('refuses SMS login while PWDEXPFORCECHANGE3, which also controls phone login (SPEC §3), is off', async () => {
    await setFeature(t.app, 'PWDEXPFORCECHANGE3', false);
    const response = await postLogin(t.app, { type: 'sms', mobileNum: '09170000001', verificationCode: '123456' }, { ip: '198.51.100.104' });
    expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    await setFeature(t.app, 'PWDEXPFORCECHANGE3', true);
  });

  it('exchanges a sign-in ticket once', async () => {
    const member = await createMember(t.app);
    const ticket = await issueSignInTicket(t.app.db, member.id, 'google');
    const ok = await postLogin(t.app, { type: 'firebase', ticket }, { ip: '198.51.100.104' });
    expect(ok.statusCode).toBe(200);
    const again = await postLogin(t.app, { type: 'firebase', ticket }, { ip: '198.51.100.105' });
    expect(again.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});
