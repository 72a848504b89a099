import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../../src/i18n/translate.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { verifyPassword } from '../auth/password.ts';
import { freshName, registrationDriver, type RegisterOptions } from './test-support.ts';

/** The register settings' field rules as the server applies them (SPEC §5), on the demo settings. */
describe(`registration fields (${testDatabaseKind})`, () => {
  let t: TestApp;
  let driver: ReturnType<typeof registrationDriver>;
  beforeAll(async () => {
    t = await createTestApp();
    driver = registrationDriver(t);
  });
  afterAll(() => t?.close());
  const register = (payload: Record<string, unknown>, options?: RegisterOptions) => driver.register(payload, options);
  const stored = (username: string) => driver.stored(username);

  it('names every broken rule of the demo settings at once, in the asked language', async () => {
    const response = await register(
      {
        username: '1abc',
        password: 'weakpass1',
        confirmPassword: 'weakpass1',
        email: 'not-an-address',
        mobileNum: '12345',
        affiliateCode: 'ab-cd',
        referralCode: 'x y',
      },
      { language: 'pt' },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fields).sort()).toEqual(['affiliateCode', 'email', 'mobileNum', 'password', 'referralCode', 'username', 'verificationCode']);
    const pt = translator('pt');
    expect(body.fields.username).toBe(pt('rule.letterFirstAlnum', { min: 6, max: 16 }));
    expect(body.fields.email).toBe(pt('rule.email'));
    expect(body.fields.username).not.toBe(translator('en')('rule.letterFirstAlnum', { min: 6, max: 16 }));
  });

  it('tells a table of values apart by the demo rules', async () => {
    const cases: { payload: Record<string, unknown>; field: string; ok: boolean }[] = [
      { payload: { username: 'abcdef' }, field: 'username', ok: true },
      { payload: { username: 'abc' }, field: 'username', ok: false },
      { payload: { username: 'abcdefghijklmnopq' }, field: 'username', ok: false },
      { payload: { username: 'abc_def' }, field: 'username', ok: false },
      { payload: { password: 'Aa1!aaaa', confirmPassword: 'Aa1!aaaa' }, field: 'password', ok: true },
      { payload: { password: 'Aa1aaaaa', confirmPassword: 'Aa1aaaaa' }, field: 'password', ok: false },
      { payload: { email: 'a@b.co' }, field: 'email', ok: true },
      { payload: { email: 'a@b' }, field: 'email', ok: false },
      { payload: { mobileNum: '+639171234567', verificationCode: '000000' }, field: 'mobileNum', ok: true },
      { payload: { mobileNum: '0817123456' }, field: 'mobileNum', ok: false },
      { payload: { verificationCode: '12a456', mobileNum: '09170000001' }, field: 'verificationCode', ok: false },
    ];
    for (const { payload, field, ok } of cases) {
      // A broken confirmation keeps every case from creating an account.
      const response = await register({ username: 'abcdef', ...payload, confirmPassword: 'mismatch' });
      const fields = response.json().fields ?? {};
      expect(field in fields, `${field} with ${JSON.stringify(payload)}`).toBe(!ok);
      expect(fields.confirmPassword).toBeDefined();
    }
  });

  it('requires the required fields and the matching confirmation', async () => {
    const response = await register({ username: '', confirmPassword: 'Other#Pass2' });
    expect(response.json().fields).toEqual({
      username: 'This field cannot be empty.',
      confirmPassword: 'The confirmation password is not correct.',
    });
  });

  it('ignores a field the operator does not show, and stores one that is shown', async () => {
    await driver.setRule('line', { enabled: true, required: true });
    try {
      const missing = await register({ username: freshName() });
      expect(missing.json().fields).toEqual({ line: 'This field cannot be empty.' });
      const username = freshName();
      const response = await register({ username, line: 'my.line', qqNum: 'not digits at all', paymentPassword: '123456' });
      expect(response.statusCode).toBe(200);
      const row = await stored(username);
      expect(row?.profile).toEqual({ line: 'my.line' });
      expect(row?.paymentPasswordHash).toBeNull();
    } finally {
      await driver.restoreSettings();
    }
  });

  it('keeps a payment password as a hash when the field is shown', async () => {
    await driver.setRule('paymentPassword', { enabled: true, required: true });
    try {
      expect((await register({ username: freshName(), paymentPassword: '12ab' })).json().fields).toHaveProperty('paymentPassword');
      const username = freshName();
      expect((await register({ username, paymentPassword: '654321' })).statusCode).toBe(200);
      expect(await verifyPassword('654321', (await stored(username))?.paymentPasswordHash ?? '')).toBe(true);
    } finally {
      await driver.restoreSettings();
    }
  });

  it('refuses the operator default password as a new password', async () => {
    const response = await register({ username: freshName(), password: t.config.DEFAULT_PASSWORD, confirmPassword: t.config.DEFAULT_PASSWORD });
    expect(response.json().fields).toHaveProperty('password');
  });
});
