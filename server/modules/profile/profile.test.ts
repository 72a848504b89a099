import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureSchema, successSchema } from '../../../src/contract/envelope.ts';
import { bindCodeValueSchema, loginHistorySchema, profileSchema } from '../../../src/contract/member.ts';
import { loginEvent, member, outbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { encryptedBody } from '../../test/encrypt.ts';
import { verifyPassword } from '../auth/password.ts';
import { signedInMember, type SignedIn } from '../wallet/test-support.ts';
import { translator } from '../../../src/i18n/translate.ts';

const t = translator('en');

describe('security center', () => {
  let harness: TestApp;
  const app = () => harness.app;

  beforeAll(async () => {
    harness = await createTestApp();
  });
  afterAll(() => harness?.close());

  const call = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    app().inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const profileOf = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode).toBe(200);
    return successSchema(profileSchema).parse(response.json()).value;
  };
  const storedHash = async (id: number) => (await app().db.select({ hash: member.paymentPasswordHash }).from(member).where(eq(member.id, id)))[0]?.hash ?? null;

  it('shows the profile with mobile and e-mail masked', async () => {
    const who = await signedInMember(app(), {
      mobileNum: '09171234567',
      email: 'juan@example.com',
      nickname: 'Juan',
      payeeName: 'Juan Dela Cruz',
      profile: { line: 'juan.line' },
    });
    const profile = await profileOf(await call(who, 'GET', '/wps/member/profile'));
    expect(profile).toMatchObject({
      username: who.member.username,
      mobileNum: '09•••••••67',
      email: 'j•••@example.com',
      hasPaymentPassword: false,
      locked: ['realName'],
    });
    expect(profile.fields).toMatchObject({ nickname: 'Juan', realName: 'Juan Dela Cruz', line: 'juan.line', birthday: null });
  });

  it('fills identity fields once, changes the others any time', async () => {
    const who = await signedInMember(app());
    const first = await profileOf(
      await call(who, 'PUT', '/wps/member/profile', { fullName: 'Maria Santos', birthday: '1990-05-17', nickname: 'Mia', telegram: '@mia_santos' }),
    );
    expect(first.fields).toMatchObject({ fullName: 'Maria Santos', birthday: '1990-05-17', nickname: 'Mia', telegram: '@mia_santos' });
    expect(first.locked).toEqual(['fullName', 'birthday']);
    const locked = await call(who, 'PUT', '/wps/member/profile', { fullName: 'Maria Cruz', nickname: 'M' });
    expect(locked.statusCode).toBe(422);
    expect(Object.keys(failureSchema.parse(locked.json()).fields ?? {})).toEqual(['fullName']);
    const cleared = await profileOf(await call(who, 'PUT', '/wps/member/profile', { telegram: '', occupation: 'Nurse' }));
    expect(cleared.fields).toMatchObject({ fullName: 'Maria Santos', nickname: 'Mia', telegram: null, occupation: 'Nurse' });
  });

  it.each([
    ['a minor', { birthday: `${new Date().getUTCFullYear() - 10}-01-01` }],
    ['a date in another format', { birthday: '17/05/1990' }],
    ['a name without a surname', { fullName: 'Maria' }],
    ['an unknown field', { favouriteColour: 'blue' }],
    ['an empty identity field', { idNumber: '' }],
    ['nothing', {}],
  ])('refuses %s and changes nothing', async (_name, update) => {
    const who = await signedInMember(app());
    const response = await call(who, 'PUT', '/wps/member/profile', update);
    expect(response.statusCode).toBe(400);
    expect(failureSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
    expect((await profileOf(await call(who, 'GET', '/wps/member/profile'))).locked).toEqual([]);
  });

  it('binds a mobile number with the code sent to it', async () => {
    const who = await signedInMember(app());
    const sent = await call(who, 'POST', '/wps/member/bind/code', { channel: 'sms', target: '09181112222' });
    expect(successSchema(bindCodeValueSchema).parse(sent.json()).value.destination).toBe('09•••••••22');
    const [message] = await app().db.select().from(outbox).where(eq(outbox.recipient, '09181112222')).orderBy(desc(outbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    expect(code).toBeDefined();
    const wrong = await call(who, 'POST', '/wps/member/bind', {
      channel: 'sms',
      target: '09181112222',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(failureSchema.parse(wrong.json()).code).toBe('CODE_INVALID');
    const bound = await profileOf(await call(who, 'POST', '/wps/member/bind', { channel: 'sms', target: '09181112222', verificationCode: code }));
    expect(bound.mobileNum).toBe('09•••••••22');
  });

  it('binds an e-mail address and refuses one another account holds', async () => {
    await signedInMember(app(), { email: 'taken@example.com' });
    const who = await signedInMember(app());
    const taken = await call(who, 'POST', '/wps/member/bind/code', { channel: 'email', target: 'Taken@example.com' });
    expect(taken.statusCode).toBe(409);
    const badFormat = await call(who, 'POST', '/wps/member/bind/code', { channel: 'email', target: 'not-an-address' });
    expect(badFormat.statusCode).toBe(400);
    await call(who, 'POST', '/wps/member/bind/code', { channel: 'email', target: 'new@example.com' });
    const [message] = await app().db.select().from(outbox).where(eq(outbox.recipient, 'new@example.com'));
    const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    const bound = await profileOf(await call(who, 'POST', '/wps/member/bind', { channel: 'email', target: 'new@example.com', verificationCode: code }));
    expect(bound.email).toBe('n•••@example.com');
  });

  describe('payment password', () => {
    const put = async (who: SignedIn, payload: Record<string, unknown>) =>
      call(who, 'PUT', '/wps/member/payment-password', await encryptedBody(app(), payload));

    it('is set with the login password, then changed with the current one', async () => {
      const who = await signedInMember(app());
      const set = await put(who, { newPaymentPassword: '135790', confirmPaymentPassword: '135790', loginPassword: who.member.password });
      expect(set.statusCode).toBe(200);
      expect(await verifyPassword('135790', (await storedHash(who.member.id)) ?? '')).toBe(true);
      const fresh = await signedInMember(app());
      expect((await put(fresh, { newPaymentPassword: '135790', confirmPaymentPassword: '135790' })).statusCode).toBe(400);

      const wrong = await put(who, { currentPaymentPassword: '000000', newPaymentPassword: '246802', confirmPaymentPassword: '246802' });
      expect(wrong.statusCode).toBe(422);
      expect(failureSchema.parse(wrong.json()).fields?.currentPaymentPassword).toBe(t('payments.paymentPasswordIncorrect'));
      const changed = await put(who, { currentPaymentPassword: '135790', newPaymentPassword: '246802', confirmPaymentPassword: '246802' });
      expect(changed.statusCode).toBe(200);
      expect(await verifyPassword('246802', (await storedHash(who.member.id)) ?? '')).toBe(true);
    });

    it.each([
      ['a wrong login password', { loginPassword: 'Wrong@123' }, 422, 'loginPassword', t('wallet.error.loginPasswordWrong')],
      [
        'letters where the rule wants digits',
        { newPaymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef' },
        422,
        'newPaymentPassword',
        t('rule.digits', { min: 1, max: 6 }),
      ],
      ['a confirmation that differs', { confirmPaymentPassword: '111112' }, 400, 'confirmPaymentPassword', t('validation.invalid')],
    ])('refuses %s and sets nothing', async (_name, change, status, field, message) => {
      const who = await signedInMember(app());
      const response = await put(who, { newPaymentPassword: '111111', confirmPaymentPassword: '111111', loginPassword: who.member.password, ...change });
      expect(response.statusCode).toBe(status);
      expect(failureSchema.parse(response.json()).fields?.[field]).toBe(message);
      expect(await storedHash(who.member.id)).toBeNull();
    });

    it('refuses it in the clear', async () => {
      const who = await signedInMember(app());
      const response = await call(who, 'PUT', '/wps/member/payment-password', {
        newPaymentPassword: '111111',
        confirmPaymentPassword: '111111',
        loginPassword: who.member.password,
      });
      expect(failureSchema.parse(response.json()).code).toBe('PLAINTEXT_REFUSED');
    });
  });

  it('lists the login history newest first with the last login time', async () => {
    const lastLoginAt = new Date('2025-03-01T10:00:00Z');
    const who = await signedInMember(app(), { lastLoginAt });
    await app()
      .db.insert(loginEvent)
      .values([
        { memberId: who.member.id, method: 'username', outcome: 'failed', ip: '203.0.113.9', at: new Date('2025-03-01T09:59:00Z') },
        { memberId: who.member.id, method: 'username', outcome: 'success', ip: '203.0.113.9', at: lastLoginAt },
      ]);
    const response = await call(who, 'GET', '/wps/member/logins');
    expect(successSchema(loginHistorySchema).parse(response.json()).value).toEqual({
      lastLoginAt: lastLoginAt.toISOString(),
      items: [
        { time: lastLoginAt.toISOString(), ip: '203.0.113.9', method: 'username', outcome: 'success' },
        { time: '2025-03-01T09:59:00.000Z', ip: '203.0.113.9', method: 'username', outcome: 'failed' },
      ],
    });
  });

  it('is closed to a trial account and without a session', async () => {
    const trial = await signedInMember(app(), { type: 4 });
    expect((await call(trial, 'GET', '/wps/member/profile')).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/wps/member/logins' })).statusCode).toBe(401);
  });
});
