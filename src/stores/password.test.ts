import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ruleFamilies } from '../contract/rules.ts';
import { $messages } from './messages.ts';
import { $modal, openModal } from './modal.ts';
import { $passwordForm, changePassword, needsOldPassword } from './password.ts';
import { $session, signIn } from './session.ts';
import { $forcedChange } from './signed-in.ts';
import { keepSignInNotice, readSignInNotice } from './sign-in-notice.ts';
import { $status } from './status.ts';
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
  mobileNum: null,
  email: null,
  lastLoginAt: null,
  timeZone: 'Asia/Manila',
};
const passwordRule = {
  field: 'password' as const,
  enabled: true,
  required: true,
  family: 'strongPassword' as const,
  acceptedPattern: ruleFamilies.strongPassword.pattern.source,
  min: 8,
  max: 20,
};

beforeEach(() => {
  $status.set(statusWith({ register: [passwordRule] }));
  $messages.set({ 'rule.message.empty': 'Empty.', 'rule.message.confirmPassword': 'Not the same.', 'rule.strongPassword': 'Strong.' });
  $forcedChange.set(null);
  $passwordForm.set({ busy: false, errors: {}, message: '' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($passwordForm, $status, $messages, $session, $modal, $forcedChange);
});

describe('change password (SPEC §4, §5)', () => {
  it('checks the new password by the rule, the confirmation, and the old password when none is held', async () => {
    const page = fakeBrowser([]);
    expect(needsOldPassword()).toBe(true);
    await changePassword({ oldPassword: '', newPassword: 'weak', confirmNewPassword: 'other' });
    expect($passwordForm.get().errors).toEqual({ oldPassword: 'Empty.', newPassword: 'Strong.', confirmNewPassword: 'Not the same.' });
    expect(page.calls).toHaveLength(0);
  });

  it('a forced change sends the password kept from the login, then loads info, closes and goes home', async () => {
    const page = fakeBrowser([
      route('/wps/member/password', () => ok({ token: 'tok-2', firstTimeLogin: false, passwordExpired: false })),
      route('/wps/member/info', () => ok(info)),
    ]);
    signIn({ token: 'tok-1' });
    $forcedChange.set({ reason: 'default', password: 'Tala@2026', site: 'member' });
    openModal('changePass');
    expect(needsOldPassword()).toBe(false);
    await changePassword({ oldPassword: '', newPassword: 'Better#2026', confirmNewPassword: 'Better#2026' });
    const call = page.callsTo('/wps/member/password')[0];
    expect(call?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(call?.body).toEqual({ oldPassword: 'Tala@2026', newPassword: 'Better#2026', confirmNewPassword: 'Better#2026' });
    expect($session.get()).toMatchObject({ token: 'tok-2', account: 'ana' });
    expect($forcedChange.get()).toBeNull();
    expect($modal.get()).toBeNull();
    expect(page.assign).toHaveBeenCalledWith('/');
    expect($passwordForm.get().busy).toBe(false);
  });

  it("keeps the notice of the login that forced the change: an expired password's change is no first login", async () => {
    fakeBrowser([
      route('/wps/member/password', () => ok({ token: 'tok-2', firstTimeLogin: false, passwordExpired: false })),
      route('/wps/member/info', () => ok(info)),
    ]);
    signIn({ token: 'tok-1' });
    keepSignInNotice({ token: 'tok-1', firstTimeLogin: false, passwordExpired: true, lastLogin: { at: '2026-11-01T02:00:00Z', ip: '203.0.113.9' } });
    $forcedChange.set({ reason: 'expired', password: 'Tala@2026', site: 'member' });
    await changePassword({ oldPassword: '', newPassword: 'Better#2026', confirmNewPassword: 'Better#2026' });
    expect(readSignInNotice()).toEqual({ lastLogin: { at: '2026-11-01T02:00:00Z', ip: '203.0.113.9' }, confirmAge: null });
  });

  it('shows the server refusal under its field and keeps the dialog', async () => {
    fakeBrowser([route('/wps/member/password', () => fail(422, 'RULE_BROKEN', { fields: { oldPassword: 'The current password is incorrect.' } }))]);
    signIn({ token: 'tok-1', account: 'ana' });
    openModal('changePass');
    await changePassword({ oldPassword: 'wrong', newPassword: 'Better#2026', confirmNewPassword: 'Better#2026' });
    expect($passwordForm.get()).toMatchObject({ busy: false, errors: { oldPassword: 'The current password is incorrect.' } });
    expect($modal.get()).toBe('changePass');
  });
});
