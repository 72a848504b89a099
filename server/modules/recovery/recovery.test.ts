import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginValueSchema } from '../../../src/contract/auth.ts';
import { successSchema } from '../../../src/contract/envelope.ts';
import { checkRule, fieldRule } from '../../../src/contract/field-rules.ts';
import { member, outbox } from '../../db/schema.ts';
import { verifyPassword } from '../auth/password.ts';
import { issueSession } from '../auth/sessions.ts';
import { bearer, createMember, loginAs, setFeature } from '../../test/accounts.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { recoveryLimits } from './service.ts';

describe(`password recovery on ${testDatabaseKind}`, () => {
  let test: TestApp;
  let counter = 0;
  const freshIp = () => `198.18.${Math.floor(++counter / 250)}.${(counter % 250) + 1}`;
  const freshNumber = () => `0920${String(++counter).padStart(7, '0')}`;

  beforeAll(async () => {
    test = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await test?.close();
  });

  const app = () => test.app;
  const form = (fields: Record<string, string>, ip = freshIp(), language = 'en') =>
    app().inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', language },
      payload: new URLSearchParams(fields).toString(),
    });
  const lastMessageTo = async (recipient: string) =>
    (await app().db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1))[0];
  const info = (token: string) => app().inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
  const sessionFor = async (memberId: number) => (await issueSession(app().db, { memberId, method: 'username', ip: '127.0.0.1', scope: 'full' })).token;
  const passwordHashOf = async (memberId: number) => (await app().db.select().from(member).where(eq(member.id, memberId)))[0]?.passwordHash;

  describe('by e-mail', () => {
    it('e-mails a temporary password, ends every session, and the next login must change it', async () => {
      const email = `juan${++counter}@example.test`;
      const juan = await createMember(app(), { email });
      const token = await sessionFor(juan.id);
      expect((await info(token)).statusCode).toBe(200);

      const response = await form({ username: juan.username.toUpperCase(), email: email.toUpperCase() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, value: { messageKey: 'in_been_out' } });

      const mail = await lastMessageTo(email);
      expect(mail).toMatchObject({ channel: 'email', subject: 'Your temporary Tala password' });
      const temporary = /password is:\n\n(\S+)\n/.exec(mail?.body ?? '')?.[1] ?? '';
      const rule = fieldRule(await app().settings.get('register'), 'password')!;
      expect(checkRule(rule, temporary)).toBeNull();

      expect((await info(token)).statusCode).toBe(401);
      expect(await verifyPassword(juan.password, (await passwordHashOf(juan.id))!)).toBe(false);
      const login = await loginAs(app(), juan.username, temporary, { ip: freshIp() });
      expect(login).toMatchObject({ firstTimeLogin: true });
      expect(login.token).toBeTypeOf('string');
    });

    it('writes the e-mail in the request language', async () => {
      const email = `maria${++counter}@example.test`;
      const maria = await createMember(app(), { email });
      expect((await form({ username: maria.username, email }, freshIp(), 'pt')).statusCode).toBe(200);
      expect(await lastMessageTo(email)).toMatchObject({ subject: 'A sua palavra-passe temporária Tala' });
    });

    it('answers "username or e-mail does not exist" when they do not match, and changes nothing', async () => {
      const email = `pedro${++counter}@example.test`;
      const pedro = await createMember(app(), { email });
      const before = await passwordHashOf(pedro.id);
      for (const fields of [
        { username: pedro.username, email: 'someone.else@example.test' },
        { username: 'nosuchuser', email },
      ]) {
        const response = await form(fields);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, code: 'ACCOUNT_NOT_FOUND', message: 'The username or e-mail does not exist.' });
      }
      expect(await passwordHashOf(pedro.id)).toBe(before);
      expect(await lastMessageTo(email)).toBeUndefined();
    });

    it('does not recover a suspended account', async () => {
      const email = `ana${++counter}@example.test`;
      const ana = await createMember(app(), { email, status: 'suspended' });
      expect((await form({ username: ana.username, email })).statusCode).toBe(404);
    });

    it('allows 10 tries an hour from one IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < recoveryLimits.perIpPerHour; i++)
        expect((await form({ username: `ghost${i}`, email: 'ghost@example.test' }, ip)).statusCode).toBe(404);
      const blocked = await form({ username: 'ghost', email: 'ghost@example.test' }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    });

    it('resets one account at most 3 times an hour', async () => {
      const email = `rico${++counter}@example.test`;
      const rico = await createMember(app(), { email });
      for (let i = 0; i < recoveryLimits.perMemberPerHour; i++) expect((await form({ username: rico.username, email })).statusCode).toBe(200);
      expect((await form({ username: rico.username, email })).statusCode).toBe(429);
    });

    it('refuses bad input with a 4xx envelope', async () => {
      expect((await form({ username: 'someone' })).json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect((await form({ username: 'someone', email: 'not-an-address' })).statusCode).toBe(400);
      const plain = await app().inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'text/plain' },
        payload: 'username=a&email=b@c.de',
      });
      expect(plain.statusCode).toBe(415);
      // Form bodies are read by this route only.
      const elsewhere = await app().inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'mobileNum=09171234567',
      });
      expect(elsewhere.statusCode).toBe(415);
    });
  });

  describe('by phone', () => {
    const resetByPhone = async (payload: Record<string, string>, ip = freshIp()) =>
      app().inject({ method: 'POST', url: '/wps/member/password/verification', remoteAddress: ip, payload: await encryptedBody(app(), payload) });

    async function resetCodeFor(mobileNum: string): Promise<string> {
      const response = await app().inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        remoteAddress: freshIp(),
        payload: { mobileNum, purpose: 'reset' },
      });
      expect(response.statusCode).toBe(200);
      return /\b(\d{6})\b/.exec((await lastMessageTo(mobileNum))?.body ?? '')?.[1] ?? '';
    }

    it('sets the new password with the code, ends the old sessions and logs in', async () => {
      const mobileNum = freshNumber();
      const lito = await createMember(app(), { mobileNum });
      const old = await sessionFor(lito.id);
      const verificationCode = await resetCodeFor(mobileNum);

      const ip = freshIp();
      const response = await resetByPhone({ mobileNum, verificationCode, newPassword: 'Fresh#Start42' }, ip);
      expect(response.statusCode).toBe(200);
      const value = successSchema(loginValueSchema).parse(response.json()).value;
      expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
      expect((await info(value.token!)).statusCode).toBe(200);
      expect((await info(old)).statusCode).toBe(401);
      expect((await loginAs(app(), lito.username, 'Fresh#Start42', { ip })).token).toBeTypeOf('string');

      const again = await resetByPhone({ mobileNum, verificationCode, newPassword: 'Other#Start42' });
      expect(again.json()).toMatchObject({ code: 'CODE_INVALID' });
    });

    it('checks the new password before spending the code', async () => {
      const mobileNum = freshNumber();
      await createMember(app(), { mobileNum });
      const verificationCode = await resetCodeFor(mobileNum);
      const weak = await resetByPhone({ mobileNum, verificationCode, newPassword: 'weak' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { newPassword: expect.any(String) } });
      const handedOut = await resetByPhone({ mobileNum, verificationCode, newPassword: app().config.DEFAULT_PASSWORD });
      expect(handedOut.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((await resetByPhone({ mobileNum, verificationCode, newPassword: 'Fresh#Start42' })).statusCode).toBe(200);
    });

    it('refuses a wrong code and changes nothing', async () => {
      const mobileNum = freshNumber();
      const nena = await createMember(app(), { mobileNum });
      const before = await passwordHashOf(nena.id);
      const code = await resetCodeFor(mobileNum);
      const wrong = await resetByPhone({ mobileNum, verificationCode: code === '000000' ? '111111' : '000000', newPassword: 'Fresh#Start42' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ code: 'CODE_INVALID' });
      expect(await passwordHashOf(nena.id)).toBe(before);
    });

    it('refuses a number that was never sent a code', async () => {
      const response = await resetByPhone({ mobileNum: freshNumber(), verificationCode: '123456', newPassword: 'Fresh#Start42' });
      expect(response.json()).toMatchObject({ code: 'CODE_INVALID' });
    });

    it('refuses a payload sent in the clear', async () => {
      const response = await app().inject({
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: { mobileNum: '09171234567', verificationCode: '123456', newPassword: 'Fresh#Start42' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PLAINTEXT_REFUSED' });
    });

    it('is off while CHNGPASSVERIF3 is off', async () => {
      await setFeature(app(), 'CHNGPASSVERIF3', false);
      try {
        const response = await resetByPhone({ mobileNum: freshNumber(), verificationCode: '123456', newPassword: 'Fresh#Start42' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FEATURE_DISABLED' });
      } finally {
        await setFeature(app(), 'CHNGPASSVERIF3', true);
      }
    });
  });
});
