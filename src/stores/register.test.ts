import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ruleFamilies, type RuleFamilyId } from '../contract/rules.ts';
import { mobileTabAsksPassword, type FeatureModId, type RegisterFieldRule } from '../contract/system.ts';
import { $captchaImage } from './captcha.ts';
import { $messages } from './messages.ts';
import { $modal, openModal } from './modal.ts';
import { registerFields } from './register-fields.ts';
import { $register, register, registerSms, resetRegister, sendRegisterCode, setRegisterTab, type RegisterValues } from './register.ts';
import { $session } from './session.ts';
import { $status } from './status.ts';
import { fail, fakeBrowser, ok, route, statusWith } from './testing/fake-browser.ts';

const rule = (field: RegisterFieldRule['field'], family: RuleFamilyId, extra: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  field,
  enabled: true,
  required: false,
  family,
  acceptedPattern: ruleFamilies[family].pattern.source,
  ...extra,
});
const off = (field: RegisterFieldRule['field']) => rule(field, 'any', { enabled: false });

/** The demo settings: username, passwords, captcha required; mobile, e-mail, codes offered. */
const rules: RegisterFieldRule[] = [
  rule('username', 'letterFirstAlnum', { required: true, min: 6, max: 16 }),
  rule('password', 'strongPassword', { required: true, min: 8, max: 20 }),
  rule('confirmPassword', 'any', { required: true }),
  off('payeeName'),
  rule('email', 'email', { max: 100 }),
  rule('mobileNum', 'mobilePH', { min: 11, max: 13 }),
  rule('captcha', 'lettersOrDigits', { required: true, min: 4, max: 4 }),
  rule('verificationCode', 'digits', { min: 6, max: 6 }),
  rule('affiliateCode', 'lettersOrDigits', { min: 4, max: 16 }),
  off('paymentPassword'),
];
const whitelabel = (on: string[]) => on.map((modId) => ({ modId, enabled: true, childrenNodes: [] }));
const names = (list: { name: string }[]) => list.map((field) => field.name);

describe('registerFields', () => {
  it('shows the identity, both passwords, every enabled field and the checks last', () => {
    expect(names(registerFields(rules, 'username', true))).toEqual([
      'username',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('on the mobile tab drops the username and requires the mobile number and its code', () => {
    const fields = registerFields(rules, 'mobile', true);
    expect(names(fields)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'email', 'affiliateCode', 'captcha']);
    expect(fields.find((field) => field.name === 'mobileNum')?.rule.required).toBe(true);
    expect(fields.find((field) => field.name === 'verificationCode')?.rule.required).toBe(true);
  });

  it('asks the mobile tab for no password while MOBILENUMPASSREG3 is off, and the username tab always does', () => {
    const mobile = names(registerFields(rules, 'mobile', true, false));
    expect(mobile).toContain('verificationCode');
    expect(mobile).not.toContain('password');
    expect(mobile).not.toContain('confirmPassword');
    expect(names(registerFields(rules, 'username', true, false))).toEqual(expect.arrayContaining(['password', 'confirmPassword']));
    const isOn = (off: FeatureModId[]) => (modId: FeatureModId) => !off.includes(modId);
    expect(mobileTabAsksPassword(isOn(['MOBILENUMPASSREG3']))).toBe(false);
    expect(mobileTabAsksPassword(isOn([]))).toBe(true);
    // Nothing could prove the number, or sign in by it: a password is asked after all.
    expect(mobileTabAsksPassword(isOn(['MOBILENUMPASSREG3', 'REGMOBVERF3']))).toBe(true);
    expect(mobileTabAsksPassword(isOn(['MOBILENUMPASSREG3', 'PWDEXPFORCECHANGE3']))).toBe(true);
  });

  it('leaves the code out when SMS verification is off, and a payment password in when it is on', () => {
    const withPayment = rules.map((entry) =>
      entry.field === 'paymentPassword' ? rule('paymentPassword', 'digits', { required: true, min: 6, max: 6 }) : entry,
    );
    const fields = registerFields(withPayment, 'username', false);
    expect(names(fields)).not.toContain('verificationCode');
    expect(fields.find((field) => field.name === 'paymentPassword')).toMatchObject({ input: 'password', rule: { required: true } });
  });

  it('always asks for the username and passwords, even when the settings forget them', () => {
    expect(names(registerFields([], 'username', false))).toEqual(['username', 'password', 'confirmPassword']);
  });
});

const good: RegisterValues = {
  username: 'anamaria1',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  captcha: 'AB12',
  consent: true,
};
const loggedIn = { token: 'tok-r', firstTimeLogin: false, passwordExpired: false };
const info = {
  id: 9,
  account: 'anamaria1',
  nickname: 'anamaria1',
  type: 0,
  isAgent: false,
  toUpline: false,
  regDate: '2026-01-02',
  clubLabel: { labelName: 'New', rankLevel: 0 },
  firstTimeLogin: false,
  passwordExpired: false,
  currency: 'PHP',
  mobileNum: null,
  email: null,
  lastLoginAt: null,
  timeZone: 'Asia/Manila',
};

beforeEach(() => {
  $status.set(statusWith({ register: rules, whitelabel: whitelabel(['MOBILENUMREG3', 'REGMOBVERF3']) }));
  $messages.set({
    'rule.message.empty': 'Empty.',
    'rule.message.confirmPassword': 'Not the same.',
    'rule.strongPassword': 'Strong {{min}}-{{max}}.',
    'rule.mobilePH': 'Bad mobile.',
    'account.register.consentRequired': '18+',
  });
  $session.set({});
  $captchaImage.set('');
  setRegisterTab('username');
  registerSms.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($register, $status, $messages, $session, $modal, $captchaImage);
});

describe('register (SPEC §4, §5)', () => {
  it('checks every shown field with its rule and the consent, without calling the server', async () => {
    const page = fakeBrowser([]);
    await register({ username: 'ab', password: 'weak', confirmPassword: 'other', mobileNum: '0917', consent: false });
    expect($register.get().errors).toEqual({
      username: expect.any(String),
      password: 'Strong 8-20.',
      confirmPassword: 'Not the same.',
      mobileNum: 'Bad mobile.',
      verificationCode: 'Empty.',
      captcha: 'Empty.',
      consent: '18+',
    });
    expect(page.calls).toHaveLength(0);
  });

  it('sends the shown fields with the link affiliate code hidden fields never carry, logs in and goes home', async () => {
    const hidden = rules.map((entry) => (entry.field === 'affiliateCode' ? off('affiliateCode') : entry));
    $status.set(statusWith({ register: hidden }));
    const page = fakeBrowser([route('/wps/member/register', () => ok(loggedIn), 'PUT'), route('/wps/member/info', () => ok(info))], { search: '?code=AGENT7' });
    openModal('register');
    const pending = register({ ...good, payeeName: 'Not Shown' });
    expect($register.get().busy).toBe(true);
    await pending;
    const body = page.callsTo('/wps/member/register')[0]?.body;
    expect(body).toEqual({
      username: 'anamaria1',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      captcha: 'AB12',
      affiliateCode: 'AGENT7',
      registerUrl: 'http://tala.test/?code=AGENT7',
      domain: 'tala.test',
      registerMethod: 'WEB',
      login: true,
      adultConsent: true,
    });
    expect($session.get()).toMatchObject({ token: 'tok-r', account: 'anamaria1' });
    expect($modal.get()).toBeNull();
    expect(page.assign).toHaveBeenCalledWith('/');
    expect($register.get().busy).toBe(false);
  });

  it('the mobile tab makes the mobile number the username and uses the mobile path', async () => {
    const page = fakeBrowser([route('/wps/member/register/mobile', () => ok(loggedIn), 'PUT'), route('/wps/member/info', () => ok(info))]);
    setRegisterTab('mobile');
    await register({ ...good, username: 'ignored', mobileNum: '09171234567', verificationCode: '123456' });
    const body = page.callsTo('/wps/member/register/mobile')[0]?.body;
    expect(body).toMatchObject({ mobileNum: '09171234567', verificationCode: '123456' });
    expect(body?.username).toBeUndefined();
  });

  it('on failure shows the field errors, hides the loader and loads a fresh captcha', async () => {
    const page = fakeBrowser([
      route('/wps/member/register', () => fail(409, 'USERNAME_TAKEN', { fields: { username: 'This username is already taken.' } })),
      route('/wps/captcha', () => ok('bmV3')),
    ]);
    await register(good);
    expect($register.get()).toMatchObject({ busy: false, errors: { username: 'This username is already taken.' }, message: 'message of USERNAME_TAKEN' });
    await vi.waitFor(() => expect($captchaImage.get()).toBe('data:image/png;base64,bmV3'));
    expect(page.callsTo('/wps/captcha')).toHaveLength(1);
  });

  it('sends the register SMS only for a valid mobile number', async () => {
    const page = fakeBrowser([route('/wps/verification/sms/register', () => ok({ success: true, message: 'sent', expiredMinutes: 5 }))]);
    await sendRegisterCode('12');
    expect($register.get().errors.mobileNum).toBe('Bad mobile.');
    expect(page.calls).toHaveLength(0);
    await sendRegisterCode(' 09171234567 ');
    expect(page.calls[0]?.search.get('mobileNum')).toBe('09171234567');
    expect(registerSms.$state.get()).toEqual({ phase: 'waiting', seconds: 60 });
    registerSms.reset();
  });

  it('starts clean the next time it opens', () => {
    $register.set({ ...$register.get(), message: 'old', errors: { a: 'b' } });
    resetRegister();
    expect($register.get()).toMatchObject({ message: '', errors: {}, busy: false });
  });
});
