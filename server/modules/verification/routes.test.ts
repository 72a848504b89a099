import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsValueSchema } from '../../../src/contract/auth.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { outbox, verificationCode } from '../../db/schema.ts';
import { createMember, setFeature } from '../../test/accounts.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';

describe(`SMS code requests on ${testDatabaseKind}`, () => {
  let test: TestApp;
  let counter = 0;
  const freshNumber = () => `0918${String(++counter).padStart(7, '0')}`;
  const freshIp = () => `203.0.113.${++counter}`;

  beforeAll(async () => {
    test = await createTestApp({ env: { SMS_CODE_MINUTES: '4' } });
  });
  afterAll(async () => {
    await test?.close();
  });

  const noLogin = (payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', remoteAddress: freshIp(), headers, payload: payload as object });
  const forRegister = (mobileNum: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: `/wps/verification/sms/register?mobileNum=${encodeURIComponent(mobileNum)}`, remoteAddress: freshIp(), headers });
  const messagesTo = (recipient: string) => test.app.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));

  it('texts a login code to a registered number, in the request language', async () => {
    const mobileNum = freshNumber();
    await createMember(test.app, { mobileNum });
    const response = await noLogin({ mobileNum }, { language: 'pt' });
    expect(response.statusCode).toBe(200);
    const value = successSchema(smsValueSchema).parse(response.json()).value;
    expect(value).toMatchObject({ success: true, expiredMinutes: 4 });
    expect(value.message).toContain('4 minutos');
    const [sms] = await messagesTo(mobileNum);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.body).toMatch(/código de início de sessão Tala é \d{6}/);
  });

  it('answers an unknown number the same way without texting it', async () => {
    const mobileNum = freshNumber();
    const known = freshNumber();
    await createMember(test.app, { mobileNum: known });
    const [unknownAnswer, knownAnswer] = [await noLogin({ mobileNum }), await noLogin({ mobileNum: known })];
    expect(unknownAnswer.statusCode).toBe(200);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
    expect(await messagesTo(mobileNum)).toHaveLength(0);
    // The number is throttled like any other, so the throttle gives nothing away either.
    expect((await noLogin({ mobileNum })).statusCode).toBe(429);
    expect((await noLogin({ mobileNum: known })).statusCode).toBe(429);
  });

  it('does not text a suspended account', async () => {
    const mobileNum = freshNumber();
    await createMember(test.app, { mobileNum, status: 'suspended' });
    expect((await noLogin({ mobileNum })).statusCode).toBe(200);
    expect(await messagesTo(mobileNum)).toHaveLength(0);
  });

  it('sends the reset code when asked for one', async () => {
    const mobileNum = freshNumber();
    await createMember(test.app, { mobileNum });
    expect((await noLogin({ mobileNum, purpose: 'reset' })).statusCode).toBe(200);
    const [row] = await test.app.db.select().from(verificationCode).where(eq(verificationCode.target, mobileNum));
    expect(row?.purpose).toBe('reset');
    expect((await messagesTo(mobileNum))[0]?.body).toMatch(/password reset code is \d{6}/);
  });

  it('checks the number with the register settings before sending anything', async () => {
    const response = await noLogin({ mobileNum: '12345' }, { language: 'tl' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { mobileNum: expect.stringContaining('mobile number') } });
    expect(await messagesTo('12345')).toHaveLength(0);
  });

  it('refuses malformed bodies', async () => {
    expect((await noLogin({})).statusCode).toBe(400);
    expect((await noLogin({ mobileNum: '09171234567', purpose: 'register' })).statusCode).toBe(400);
    expect((await noLogin({ mobileNum: '0'.repeat(40) })).statusCode).toBe(400);
  });

  it('texts a registration code to any valid number', async () => {
    const mobileNum = freshNumber();
    const response = await forRegister(mobileNum);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ success: true, expiredMinutes: 4 });
    expect((await messagesTo(mobileNum))[0]?.body).toMatch(/registration code is \d{6}/);
    expect((await forRegister(mobileNum)).statusCode).toBe(429);
    expect((await forRegister('not-a-number')).statusCode).toBe(400);
  });

  it('refuses each kind of code while its feature is off', async () => {
    const mobileNum = freshNumber();
    await setFeature(test.app, 'MOBILEVERCODELOGIN3', false);
    await setFeature(test.app, 'CHNGPASSVERIF3', false);
    await setFeature(test.app, 'REGMOBVERF3', false);
    try {
      for (const response of [await noLogin({ mobileNum }), await noLogin({ mobileNum, purpose: 'reset' }), await forRegister(mobileNum)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'FEATURE_DISABLED' });
      }
    } finally {
      await setFeature(test.app, 'MOBILEVERCODELOGIN3', true);
      await setFeature(test.app, 'CHNGPASSVERIF3', true);
      await setFeature(test.app, 'REGMOBVERF3', true);
    }
  });

  it('sends no login code while PWDEXPFORCECHANGE3 is off, which phone login also needs (SPEC §3)', async () => {
    await setFeature(test.app, 'PWDEXPFORCECHANGE3', false);
    try {
      const response = await noLogin({ mobileNum: freshNumber() });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    } finally {
      await setFeature(test.app, 'PWDEXPFORCECHANGE3', true);
    }
  });
});
