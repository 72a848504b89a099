import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginValueSchema } from '../../../src/contract/auth.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { member } from '../../db/schema.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { createMember, knownCaptcha } from '../../test/accounts.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { verifyPassword } from '../auth/password.ts';
import { issueCode } from '../verification/codes.ts';
import { insertMember } from '../members/repository.ts';
import { registrationsPerIpPerHour } from './service.ts';
import { freshMobile, freshName, registrationDriver, testPassword, type RegisterOptions } from './test-support.ts';
import { isUniqueViolation } from './unique-violation.ts';

describe(`registration (${testDatabaseKind})`, () => {
  let t: TestApp;
  let driver: ReturnType<typeof registrationDriver>;
  beforeAll(async () => {
    t = await createTestApp();
    driver = registrationDriver(t);
  });
  afterAll(() => t?.close());
  const register = (payload: Record<string, unknown>, options?: RegisterOptions) => driver.register(payload, options);
  const stored = (username: string) => driver.stored(username);
  const password = testPassword;

  it('opens an account, stores every shown field, links the upline and the referrer, and logs in', async () => {
    const agent = await createMember(t.app, { type: 1, affiliateCode: 'AGENT7' });
    const friend = await createMember(t.app, { referralCode: 'FRIEND7' });
    const mobileNum = freshMobile();
    const { code } = await issueCode(t.database.db, { purpose: 'register', target: mobileNum, ip: '127.0.0.1', now: t.app.clock.now() });
    const username = freshName();
    const response = await register({
      username,
      mobileNum,
      verificationCode: code,
      email: 'new@example.com',
      affiliateCode: 'AGENT7',
      referralCode: 'FRIEND7',
      qqNum: '12345',
      registerUrl: 'http://localhost:4321/register?code=AGENT7',
      domain: 'localhost',
    });
    expect(response.statusCode).toBe(200);
    const value = successSchema(loginValueSchema).parse(response.json()).value;
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    expect(value.token).toEqual(expect.any(String));

    const row = await stored(username);
    expect(row).toMatchObject({
      username,
      mobileNum,
      email: 'new@example.com',
      type: 0,
      status: 'active',
      uplineId: agent.id,
      referredById: friend.id,
      registerUrl: 'http://localhost:4321/register?code=AGENT7',
      registerMethod: 'WEB',
      paymentPasswordHash: null,
      profile: { domain: 'localhost' },
    });
    expect(row?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(await verifyPassword(password, row?.passwordHash ?? '')).toBe(true);

    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${value.token}` } });
    expect(info.json()).toMatchObject({ success: true, value: { account: username } });
  });

  it('answers without a session when the payload asks not to log in', async () => {
    const username = freshName();
    const response = await register({ username, login: false });
    expect(successSchema(loginValueSchema).parse(response.json()).value).toEqual({ firstTimeLogin: false, passwordExpired: false });
    expect(await stored(username)).toBeDefined();
  });

  it('refuses a username taken in any letter case', async () => {
    const username = freshName();
    expect((await register({ username })).statusCode).toBe(200);
    const again = await register({ username: username.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'USERNAME_TAKEN' });
  });

  it('refuses a wrong or missing captcha before anything else', async () => {
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { cookie: (await knownCaptcha(t.app)).cookie },
      payload: await encryptedBody(t.app, { username: '1', password, confirmPassword: password, captcha: 'ZZZZ' }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID', captcha: true });
    const none = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: await encryptedBody(t.app, { username: freshName(), password, confirmPassword: password }),
    });
    expect(none.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });

  it('needs the SMS code of the mobile number when REGMOBVERF3 is on, once', async () => {
    const mobileNum = freshMobile();
    const missing = await register({ username: freshName(), mobileNum });
    expect(missing.json().fields).toEqual({ verificationCode: 'This field cannot be empty.' });
    const { code } = await issueCode(t.database.db, { purpose: 'register', target: mobileNum, ip: '127.0.0.1', now: t.app.clock.now() });
    const wrong = await register({ username: freshName(), mobileNum, verificationCode: code === '111111' ? '222222' : '111111' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID' });
    expect((await register({ username: freshName(), mobileNum, verificationCode: code })).statusCode).toBe(200);
    const reused = await register({ username: freshName(), mobileNum: freshMobile(), verificationCode: code });
    expect(reused.json()).toMatchObject({ code: 'CODE_INVALID' });

    await driver.setFeature('REGMOBVERF3', false);
    try {
      const username = freshName();
      expect((await register({ username, mobileNum: freshMobile(), verificationCode: '123456' })).statusCode).toBe(200);
    } finally {
      await driver.restoreSettings();
    }
  });

  it('registers on the mobile tab with the mobile number as the username, once per number', async () => {
    const mobileNum = freshMobile();
    const { code } = await issueCode(t.database.db, { purpose: 'register', target: mobileNum, ip: '127.0.0.1', now: t.app.clock.now() });
    const response = await register({ username: 'ignored', mobileNum, verificationCode: code }, { tab: 'mobile' });
    expect(response.statusCode).toBe(200);
    expect(await stored(mobileNum)).toMatchObject({ username: mobileNum, mobileNum });
    expect(await stored('ignored')).toBeUndefined();

    const again = await register({ mobileNum, verificationCode: '123456' }, { tab: 'mobile' });
    expect(again.json().fields).toEqual({ mobileNum: 'This mobile number is already registered.' });
    const noMobile = await register({}, { tab: 'mobile' });
    expect(noMobile.json().fields).toEqual({ mobileNum: 'This field cannot be empty.' });
  });

  it('opens a mobile account with its number and SMS code alone while MOBILENUMPASSREG3 is off', async () => {
    const noPassword = { password: undefined, confirmPassword: undefined };
    const asked = await register({ mobileNum: freshMobile(), verificationCode: '123456', ...noPassword }, { tab: 'mobile' });
    expect(asked.json().fields).toMatchObject({ password: 'This field cannot be empty.' });

    await driver.setFeature('MOBILENUMPASSREG3', false);
    try {
      const mobileNum = freshMobile();
      const { code } = await issueCode(t.database.db, { purpose: 'register', target: mobileNum, ip: '127.0.0.1', now: t.app.clock.now() });
      const response = await register({ mobileNum, verificationCode: code, ...noPassword }, { tab: 'mobile' });
      expect(response.statusCode).toBe(200);
      expect(successSchema(loginValueSchema).parse(response.json()).value.token).toBeTruthy();
      const row = await stored(mobileNum);
      expect(row?.passwordHash).toBeTruthy();
      expect(await verifyPassword(password, row?.passwordHash ?? '')).toBe(false);

      const usernameTab = await register({ username: freshName(), ...noPassword });
      expect(usernameTab.json().fields).toMatchObject({ password: 'This field cannot be empty.' });
      // Without phone login nobody could sign in to such an account: the password is asked again.
      await driver.setFeature('PWDEXPFORCECHANGE3', false);
      const noPhoneLogin = await register({ mobileNum: freshMobile(), verificationCode: '123456', ...noPassword }, { tab: 'mobile' });
      expect(noPhoneLogin.json().fields).toMatchObject({ password: 'This field cannot be empty.' });
    } finally {
      await driver.restoreSettings();
    }
  });

  it('keeps the mobile tab shut when MOBILENUMREG3 is off', async () => {
    await driver.setFeature('MOBILENUMREG3', false);
    try {
      const response = await register({ mobileNum: freshMobile() }, { tab: 'mobile' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    } finally {
      await driver.restoreSettings();
    }
  });

  it('refuses an invitation code no agent holds, and follows a link code when the field is hidden', async () => {
    const player = await createMember(t.app, { affiliateCode: 'PLAYER9' });
    for (const affiliateCode of ['NOSUCH1', player.affiliateCode]) {
      const response = await register({ username: freshName(), affiliateCode });
      expect(response.json().fields).toEqual({ affiliateCode: 'Invalid invitation code.' });
    }
    const unknownReferral = await register({ username: freshName(), referralCode: 'NOSUCH2' });
    expect(unknownReferral.json().fields).toEqual({ referralCode: 'Invalid invitation code.' });

    const agent = await createMember(t.app, { type: 42, affiliateCode: 'LINK42' });
    await driver.setRule('affiliateCode', { enabled: false });
    try {
      const username = freshName();
      expect((await register({ username, affiliateCode: 'LINK42' })).statusCode).toBe(200);
      expect((await stored(username))?.uplineId).toBe(agent.id);
    } finally {
      await driver.restoreSettings();
    }
  });

  it('refuses a payload in the clear', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { username: freshName(), password, confirmPassword: password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PLAINTEXT_REFUSED' });
  });

  it('caps the accounts one IP opens in an hour', async () => {
    const ip = '10.20.30.40';
    for (let index = 0; index < registrationsPerIpPerHour; index += 1) await t.app.limiter.hit(`register:ip:${ip}`, 3600);
    const response = await register({ username: freshName() }, { ip });
    expect(response.statusCode).toBe(429);
  });

  it('ends concurrent registrations of one name with exactly one member', async () => {
    const username = freshName();
    const names = [username, username.toUpperCase(), username, `${username[0]?.toUpperCase()}${username.slice(1)}`, username];
    const responses = await Promise.all(names.map((name) => register({ username: name })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const [row] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(member)
      .where(sql`lower(${member.username}) = ${username.toLowerCase()}`);
    expect(row?.count).toBe(1);
  });

  it('recognises the unique index refusing a name on this database driver', async () => {
    const first = await createMember(t.app);
    const duplicate = insertMember(t.database.db, { username: first.username.toUpperCase(), passwordHash: first.passwordHash });
    const error: unknown = await duplicate.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, 'member_username_ci')).toBe(true);
    expect(isUniqueViolation(error, 'member_referral_code')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('stores nothing when a registration fails', async () => {
    const before = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(member);
    await register({ username: freshName(), affiliateCode: 'NOSUCH3' });
    await register({ username: freshName(), confirmPassword: 'nope' });
    const after = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(member);
    expect(after[0]?.count).toBe(before[0]?.count);
    expect(await t.database.db.select().from(member).where(eq(member.affiliateCode, 'NOSUCH3'))).toHaveLength(0);
  });
});
