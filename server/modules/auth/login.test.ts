import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEvent } from '../../db/schema.ts';
import { createMember, knownCaptcha, loginAs, postLogin } from '../../test/accounts.ts';
import { databaseNow } from '../../test/db-time.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fixtureCatalog } from '../../test/fixtures.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { loginLimits } from './attempts.ts';

describe('POST /wps/session/login by username', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ catalog: fixtureCatalog() });
  });
  afterAll(() => t?.close());

  it('refuses a payload sent in the clear and reads none of it', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { type: 'username', username: 'demo', password: 'Demo@1234' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'PLAINTEXT_REFUSED' });
  });

  it('refuses a payload that is not a readable JWE', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { jwe: 'x'.repeat(40) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MALFORMED_REQUEST' });
  });

  it('logs the demo member in, by username in any case and with spaces around it', async () => {
    const value = await loginAs(t.app, '  DeMo ', 'Demo@1234');
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    expect(value.token).toMatch(/^[\w-]{43}$/);
    expect(value.verification).toBeUndefined();
  });

  it('answers a wrong password and an unknown username alike', async () => {
    const ip = '198.51.100.1';
    const member = await createMember(t.app);
    const wrong = await postLogin(t.app, { type: 'username', username: member.username, password: 'Wrong@123' }, { ip });
    const unknownIp = '198.51.100.2';
    const unknown = await postLogin(t.app, { type: 'username', username: 'nobody-at-all', password: 'Wrong@123' }, { ip: unknownIp });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Account or password is incorrect.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('needs a valid captcha once failures gather on the account, before the password is even checked', async () => {
    const ip = '198.51.100.3';
    const member = await createMember(t.app);
    for (let attempt = 0; attempt < loginLimits.accountCaptchaFailures; attempt++) {
      await postLogin(t.app, { type: 'username', username: member.username, password: 'Wrong@123' }, { ip });
    }

    const none = await postLogin(t.app, { type: 'username', username: member.username, password: member.password }, { ip });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });

    const { cookie } = await knownCaptcha(t.app);
    const wrongCaptcha = await postLogin(
      t.app,
      { type: 'username', username: member.username, password: member.password, captcha: 'ZZZZ' },
      { ip, headers: { cookie } },
    );
    expect(wrongCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });

    const fresh = await knownCaptcha(t.app);
    const right = await postLogin(
      t.app,
      { type: 'username', username: member.username, password: member.password, captcha: fresh.answer },
      { ip, headers: { cookie: fresh.cookie } },
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().value.token).toEqual(expect.any(String));
  });

  it('locks one source out of one account after repeated failures, even for the right password, and says so in the language asked', async () => {
    const member = await createMember(t.app);
    const ip = '192.0.2.10';
    for (let attempt = 0; attempt < loginLimits.pairFailures; attempt++) {
      const { answer, cookie } = await knownCaptcha(t.app);
      const response = await postLogin(
        t.app,
        { type: 'username', username: member.username, password: 'Wrong@123', captcha: answer },
        { ip, headers: { cookie } },
      );
      expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const { answer, cookie } = await knownCaptcha(t.app);
    const locked = await postLogin(
      t.app,
      { type: 'username', username: member.username, password: member.password, captcha: answer },
      { ip, headers: { cookie, language: 'pt' } },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: translator('pt')('error.TOO_MANY_REQUESTS') });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(loginLimits.lockSeconds - 5);

    const events = await t.app.db.select().from(loginEvent).where(eq(loginEvent.username, member.username));
    expect(events.map((event) => event.outcome).sort()).toEqual([...Array(loginLimits.pairFailures).fill('INVALID_CREDENTIALS'), 'locked'].sort());
  });

  it('never lets one guesser lock the owner out: the owner elsewhere answers the captcha and gets in', async () => {
    const member = await createMember(t.app);
    for (let attempt = 0; attempt < loginLimits.pairFailures + 2; attempt++) {
      const { answer, cookie } = await knownCaptcha(t.app);
      await postLogin(
        t.app,
        { type: 'username', username: member.username, password: 'Wrong@123', captcha: answer },
        { ip: '192.0.2.50', headers: { cookie } },
      );
    }
    // The account asks for the captcha everywhere after failures...
    const bare = await postLogin(t.app, { type: 'username', username: member.username, password: member.password }, { ip: '198.51.100.77' });
    expect(bare.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });
    // ...and with it the owner is in.
    const { answer, cookie } = await knownCaptcha(t.app);
    const owner = await postLogin(
      t.app,
      { type: 'username', username: member.username, password: member.password, captcha: answer },
      { ip: '198.51.100.77', headers: { cookie } },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('locks an IP out after many failures across accounts', async () => {
    const ip = '203.0.113.200';
    for (let attempt = 0; attempt < loginLimits.ipFailures; attempt++) {
      const captcha = attempt === 0 ? null : await knownCaptcha(t.app);
      await postLogin(
        t.app,
        { type: 'username', username: `ghost${attempt}`, password: 'Wrong@123', captcha: captcha?.answer },
        { ip, headers: captcha ? { cookie: captcha.cookie } : {} },
      );
    }
    const member = await createMember(t.app);
    const response = await postLogin(t.app, { type: 'username', username: member.username, password: member.password }, { ip });
    expect(response.statusCode).toBe(429);
  });

  it('forgets the failures on an account after a success', async () => {
    const member = await createMember(t.app);
    for (let attempt = 0; attempt < loginLimits.accountCaptchaFailures; attempt++) {
      await postLogin(t.app, { type: 'username', username: member.username, password: 'Wrong@123' }, { ip: '198.51.100.20' });
    }
    const { answer, cookie } = await knownCaptcha(t.app);
    const ok = await postLogin(
      t.app,
      { type: 'username', username: member.username, password: member.password, captcha: answer },
      { ip: '198.51.100.21', headers: { cookie } },
    );
    expect(ok.statusCode).toBe(200);
    // From an address with no failures of its own, the account asks for no captcha any more.
    expect((await postLogin(t.app, { type: 'username', username: member.username, password: member.password }, { ip: '198.51.100.21' })).statusCode).toBe(200);
  });

  it('keeps pure agents off the member site and non-agents off the agent site', async () => {
    const notMember = await postLogin(t.app, { type: 'username', username: 'agent2', password: 'Agent@1234' });
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json()).toMatchObject({ code: 'NOT_A_MEMBER', message: 'Non-member account unable to login.' });
    const notAgent = await postLogin(t.app, { type: 'username', username: 'demo', password: 'Demo@1234', site: 'agent' });
    expect(notAgent.json()).toMatchObject({ code: 'NOT_AN_AGENT', message: 'Non-agents cannot log in.' });
    for (const username of ['agent1', 'agent2', 'agent41', 'agent42']) {
      expect((await postLogin(t.app, { type: 'username', username, password: 'Agent@1234', site: 'agent' })).statusCode).toBe(200);
    }
    expect((await postLogin(t.app, { type: 'username', username: 'agent1', password: 'Agent@1234' })).statusCode).toBe(200);
  });

  it('refuses a suspended account, but only once the password is right', async () => {
    const member = await createMember(t.app, { status: 'suspended' });
    const response = await postLogin(t.app, { type: 'username', username: member.username, password: member.password }, { ip: '198.51.100.30' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
  });

  it('records every attempt with its time and IP', async () => {
    const member = await createMember(t.app);
    const before = await databaseNow(t.app.db);
    await loginAs(t.app, member.username, member.password, { ip: '198.51.100.40' });
    const after = await databaseNow(t.app.db);
    const [event] = await t.app.db.select().from(loginEvent).where(eq(loginEvent.memberId, member.id));
    expect(event).toMatchObject({ outcome: 'success', method: 'username', ip: '198.51.100.40' });
    expect(event?.at.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(event?.at.getTime()).toBeLessThanOrEqual(after.getTime());
  });
});
