import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, loginAs, setFeature } from '../../test/accounts.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { authenticate } from './guard.ts';

describe('forced and voluntary password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  const change = async (token: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/wps/member/password', headers: bearer(token), payload: await encryptedBody(t.app, payload) });
  const info = (token: string | undefined) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

  it('gives a login with the default password a session that can only change it', async () => {
    const forced = await loginAs(t.app, 'newbie', t.app.config.DEFAULT_PASSWORD);
    expect(forced).toMatchObject({ firstTimeLogin: true, passwordExpired: false, token: expect.any(String) });
    await expect(authenticate(t.app.db, forced.token ?? '', { limits: t.app.config })).rejects.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect((await info(forced.token)).json().value).toMatchObject({ account: 'newbie', firstTimeLogin: true });

    const sameAsDefault = await change(forced.token, { newPassword: t.app.config.DEFAULT_PASSWORD, confirmNewPassword: t.app.config.DEFAULT_PASSWORD });
    expect(sameAsDefault.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { newPassword: 'Choose a password other than the default one.' } });

    const done = await change(forced.token, { newPassword: 'Fresh@2030', confirmNewPassword: 'Fresh@2030' });
    expect(done.statusCode).toBe(200);
    const fresh = done.json().value;
    expect(fresh).toMatchObject({ firstTimeLogin: false, passwordExpired: false, token: expect.any(String) });
    await expect(authenticate(t.app.db, fresh.token, { limits: t.app.config })).resolves.toBeDefined();
    expect((await info(forced.token)).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await loginAs(t.app, 'newbie', 'Fresh@2030')).toMatchObject({ firstTimeLogin: false });
  });

  it('forces a change of an expired password only while PWDEXPFORCECHANGE3 is on, and never for an SMS login', async () => {
    const old = await createMember(t.app, { passwordChangedAt: new Date(Date.now() - 100 * 86_400_000) });
    await setFeature(t.app, 'PWDEXPFORCECHANGE3', false);
    expect(await loginAs(t.app, old.username, old.password, { ip: '198.51.100.5' })).toMatchObject({ passwordExpired: false });
    await setFeature(t.app, 'PWDEXPFORCECHANGE3', true);
    const expired = await loginAs(t.app, old.username, old.password, { ip: '198.51.100.5' });
    expect(expired).toMatchObject({ passwordExpired: true, firstTimeLogin: false });
    expect((await info(expired.token)).json().value).toMatchObject({ passwordExpired: true });
  });

  it('checks the current password, the rule and the confirmation of a voluntary change', async () => {
    const member = await createMember(t.app);
    const { token } = await loginAs(t.app, member.username, member.password, { ip: '198.51.100.6' });

    const missingOld = await change(token, { newPassword: 'Better@123', confirmNewPassword: 'Better@123' });
    expect(missingOld.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { oldPassword: 'This field cannot be empty.' } });

    const broken = await change(token, { oldPassword: member.password, newPassword: 'short', confirmNewPassword: 'other' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toEqual({ newPassword: expect.any(String), confirmNewPassword: 'The confirmation password is not correct.' });

    const wrongOld = await change(token, { oldPassword: 'Wrong@999', newPassword: 'Better@123', confirmNewPassword: 'Better@123' });
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: { oldPassword: 'The current password is incorrect.' } });

    const plaintext = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(token),
      payload: { oldPassword: member.password, newPassword: 'Better@123', confirmNewPassword: 'Better@123' },
    });
    expect(plaintext.json()).toMatchObject({ code: 'PLAINTEXT_REFUSED' });
    expect((await t.app.inject({ method: 'POST', url: '/wps/member/password', payload: await encryptedBody(t.app, {}) })).statusCode).toBe(401);
  });

  it('ends every session of the member and answers a fresh one', async () => {
    const member = await createMember(t.app);
    const first = await loginAs(t.app, member.username, member.password, { ip: '198.51.100.7' });
    const second = await loginAs(t.app, member.username, member.password, { ip: '198.51.100.7' });
    const done = await change(first.token, { oldPassword: member.password, newPassword: 'Better@123', confirmNewPassword: 'Better@123' });
    expect(done.statusCode).toBe(200);
    expect((await info(first.token)).statusCode).toBe(401);
    expect((await info(second.token)).statusCode).toBe(401);
    expect((await info(done.json().value.token)).statusCode).toBe(200);
    await expect(loginAs(t.app, member.username, member.password, { ip: '198.51.100.8' })).rejects.toThrow();
  });

  it('stops guessing of the current password with a stolen session', async () => {
    const member = await createMember(t.app);
    const { token } = await loginAs(t.app, member.username, member.password, { ip: '198.51.100.9' });
    for (let attempt = 0; attempt < 5; attempt++) {
      await change(token, { oldPassword: `Wrong@${attempt}00`, newPassword: 'Better@123', confirmNewPassword: 'Better@123' });
    }
    const blocked = await change(token, { oldPassword: member.password, newPassword: 'Better@123', confirmNewPassword: 'Better@123' });
    expect(blocked.statusCode).toBe(429);
  });
});
