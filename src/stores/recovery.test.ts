import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $login } from './login.ts';
import { $messages } from './messages.ts';
import { $modal, openModal } from './modal.ts';
import { $recovery, recoverByEmail, recoverByPhone, recoverySms, sendResetCode, setRecoveryTab } from './recovery.ts';
import { $session } from './session.ts';
import { $status } from './status.ts';
import { $warning, dismissWarning } from './warning.ts';
import { fail, fakeBrowser, ok, route, statusWith } from './testing/fake-browser.ts';

const info = {
  id: 7,
  account: 'ana',
  nickname: 'Ana',
  type: 0,
  isAgent: false,
  toUpline: false,
  regDate: '2026-01-02',
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  firstTimeLogin: false,
  passwordExpired: false,
  currency: 'PHP',
  mobileNum: '09171234567',
  email: null,
  lastLoginAt: null,
  timeZone: 'Asia/Manila',
};

beforeEach(() => {
  $status.set(statusWith());
  $messages.set({
    'rule.message.empty': 'Empty.',
    'rule.message.emailFormat': 'Bad e-mail.',
    'rule.mobilePH': 'Bad mobile.',
    'rule.message.verificationCode': 'Bad code.',
  });
  setRecoveryTab('email');
  recoverySms.reset();
  dismissWarning();
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($recovery, $status, $messages, $session, $modal, $login, $warning);
});

describe('forgot password by e-mail (SPEC §5, §8)', () => {
  it('checks the username and the address first', async () => {
    const page = fakeBrowser([]);
    await recoverByEmail({ username: '', email: 'not-an-address' });
    expect($recovery.get().errors).toEqual({ username: 'Empty.', email: 'Bad e-mail.' });
    expect(page.calls).toHaveLength(0);
  });

  it('is a form post; success shows the in_been_out message', async () => {
    const page = fakeBrowser([route('/wps/member/password/email', () => ok({ messageKey: 'in_been_out' }), 'POST')]);
    await recoverByEmail({ username: ' ana ', email: 'ana@example.com' });
    const call = page.callsTo('/wps/member/password/email')[0];
    expect(call?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(call?.body).toEqual({ username: 'ana', email: 'ana@example.com' });
    expect($recovery.get()).toMatchObject({ busy: false, sent: true });
  });

  it('shows the server message when the account is unknown', async () => {
    fakeBrowser([route('/wps/member/password/email', () => fail(404, 'NOT_FOUND'))]);
    await recoverByEmail({ username: 'ana', email: 'ana@example.com' });
    expect($recovery.get()).toMatchObject({ busy: false, sent: false, message: 'message of NOT_FOUND' });
  });
});

describe('forgot password by phone (SPEC §4 phone reset)', () => {
  it('asks for a reset code and counts down for its lifetime', async () => {
    vi.useFakeTimers();
    const page = fakeBrowser([route('/wps/verification/sms/noLogin', () => ok({ success: true, message: 'sent', expiredMinutes: 5 }))]);
    await sendResetCode('09171234567');
    expect(page.calls[0]?.body).toEqual({ mobileNum: '09171234567', purpose: 'reset' });
    expect(recoverySms.$state.get()).toEqual({ phase: 'waiting', seconds: 300 });
    recoverySms.reset();
    vi.useRealTimers();
  });

  it('a refused request shows the warning and the button is back at once', async () => {
    fakeBrowser([route('/wps/verification/sms/noLogin', () => ok({ success: false, message: 'Try again in 60 s.', expiredMinutes: 5 }))]);
    await sendResetCode('09171234567');
    expect(recoverySms.$state.get()).toEqual({ phase: 'ready' });
    expect($warning.get()).toBe('Try again in 60 s.');
  });

  it('sets the password with the code, then is logged in with it', async () => {
    const page = fakeBrowser([
      route('/wps/member/password/verification', () => ok({ token: 'tok-p', firstTimeLogin: false, passwordExpired: false })),
      route('/wps/member/info', () => ok(info)),
    ]);
    openModal('forgetPass');
    setRecoveryTab('phone');
    await recoverByPhone({ mobileNum: '09171234567', verificationCode: '123456', newPassword: 'Better#2026' });
    expect(page.callsTo('/wps/member/password/verification')[0]?.body).toEqual({
      mobileNum: '09171234567',
      verificationCode: '123456',
      newPassword: 'Better#2026',
    });
    expect($session.get()).toMatchObject({ token: 'tok-p', account: 'ana' });
    expect($modal.get()).toBeNull();
    expect(page.assign).toHaveBeenCalledWith('/');
  });

  it('hands a login held back by the new-IP check to the login dialog', async () => {
    const verification = { challengeId: 'ch-9', channel: 'sms', destination: '09•••••67', expiredMinutes: 5 };
    fakeBrowser([route('/wps/member/password/verification', () => ok({ firstTimeLogin: false, passwordExpired: false, verification }))]);
    openModal('forgetPass');
    await recoverByPhone({ mobileNum: '09171234567', verificationCode: '123456', newPassword: 'Better#2026' });
    expect($modal.get()).toBe('login');
    expect($login.get().verification).toEqual(verification);
  });
});
