import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $captchaImage } from './captcha.ts';
import { $login, loginWithCode, loginWithPassword, loginWithTicket, playFree, resetLogin, signInToAgentSite, verifyLogin } from './login.ts';
import { $messages } from './messages.ts';
import { $modal, $modalIntent, openModal } from './modal.ts';
import { $session } from './session.ts';
import { $forcedChange, afterLoginPopupKey } from './signed-in.ts';
import { $status } from './status.ts';
import { fail, fakeBrowser, ok, route, statusWith, type FakeBrowser, type Route } from './testing/fake-browser.ts';

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
const loggedIn = { token: 'tok-1', firstTimeLogin: false, passwordExpired: false };
const memberInfo = route('/wps/member/info', () => ok(info));
const captcha = route('/wps/captcha', () => ok('iVBORw0KGgo='));
const password = { username: '  ana ', password: 'Secret#123', captcha: '', remember: true };

let page: FakeBrowser;
function open(routes: Route[]): FakeBrowser {
  page = fakeBrowser(routes);
  openModal('login');
  return page;
}

beforeEach(() => {
  $status.set(statusWith());
  $messages.set({ 'rule.message.empty': 'Cannot be empty.', 'rule.message.verificationCode': 'Bad code.', 'error.NETWORK': 'x' });
  $session.set({});
  $login.set({ ...$login.get(), tab: 'password', captcha: false });
  $captchaImage.set('');
  $forcedChange.set(null);
  resetLogin();
});

afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($login, $session, $modal, $modalIntent, $status, $messages, $forcedChange, $captchaImage);
});

describe('login with username and password (SPEC §4)', () => {
  it('sends the encrypted, trimmed payload; stores the token and the user info; closes; sets the popup flag; goes home', async () => {
    open([route('/wps/session/login', () => ok(loggedIn)), memberInfo]);
    const pending = loginWithPassword(password);
    expect($login.get().busy).toBe(true);
    await pending;
    expect(page.callsTo('/wps/session/login')[0]?.body).toEqual({ type: 'username', username: 'ana', password: 'Secret#123', site: 'member' });
    expect($session.get()).toMatchObject({
      token: 'tok-1',
      account: 'ana',
      nickname: 'Ana',
      customerId: '7',
      isAgent: '0',
      memberLabel: 'Gold',
      vipRankLevel: '3',
    });
    expect(page.callsTo('/wps/member/info')[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(page.storage.getItem(afterLoginPopupKey)).toBe('1');
    expect($modal.get()).toBeNull();
    expect(page.assign).toHaveBeenCalledWith('/');
    expect($login.get().busy).toBe(false);
    expect(page.document.cookie).toContain('rememberUsername=ana');
  });

  it('refuses empty fields without calling the server', async () => {
    open([]);
    await loginWithPassword({ username: ' ', password: '', captcha: '', remember: true });
    expect($login.get().errors).toEqual({ username: 'Cannot be empty.', password: 'Cannot be empty.' });
    expect(page.calls).toHaveLength(0);
  });

  it('on failure hides the loader, shows the message, and with the captcha flag shows and loads the captcha', async () => {
    open([route('/wps/session/login', () => fail(401, 'INVALID_CREDENTIALS', { captcha: true })), captcha]);
    await loginWithPassword(password);
    expect($login.get()).toMatchObject({ busy: false, captcha: true, message: 'message of INVALID_CREDENTIALS' });
    await vi.waitFor(() => expect($captchaImage.get()).toBe('data:image/png;base64,iVBORw0KGgo='));
    expect(page.assign).not.toHaveBeenCalled();
    expect($session.get().token).toBeUndefined();
  });

  it('asks for the captcha once it shows, and sends it', async () => {
    open([route('/wps/session/login', () => fail(401, 'INVALID_CREDENTIALS', { captcha: true })), captcha]);
    $login.setKey('captcha', true);
    await loginWithPassword(password);
    expect($login.get().errors.captcha).toBe('Cannot be empty.');
    await loginWithPassword({ ...password, captcha: 'AB12' });
    expect(page.callsTo('/wps/session/login')[0]?.body).toMatchObject({ captcha: 'AB12' });
  });

  it('a default password opens the forced change with the password kept in memory', async () => {
    open([route('/wps/session/login', () => ok({ ...loggedIn, firstTimeLogin: true })), memberInfo]);
    await loginWithPassword(password);
    expect($forcedChange.get()).toEqual({ reason: 'default', password: 'Secret#123', site: 'member' });
    expect($modal.get()).toBe('changePass');
    expect($session.get().token).toBe('tok-1');
    // The session is not logged in until the password is changed: no account, no info call.
    expect($session.get().account).toBeUndefined();
    expect(page.callsTo('/wps/member/info')).toHaveLength(0);
    expect(page.assign).not.toHaveBeenCalled();
  });

  it('an expired password opens the forced change too', async () => {
    open([route('/wps/session/login', () => ok({ ...loggedIn, passwordExpired: true }))]);
    await loginWithPassword(password);
    expect($forcedChange.get()?.reason).toBe('expired');
  });

  it('the agent home logs in to the agent site and goes to the agent home', async () => {
    page = fakeBrowser([route('/wps/session/login', () => ok(loggedIn)), memberInfo]);
    openModal('login', { site: 'agent' });
    await loginWithPassword(password);
    expect(page.callsTo('/wps/session/login')[0]?.body).toMatchObject({ site: 'agent' });
    expect(page.assign).toHaveBeenCalledWith('/agentHome');
  });

  it('remember-me unticked forgets the username', async () => {
    open([route('/wps/session/login', () => ok(loggedIn)), memberInfo]);
    page.document.cookie = 'rememberUsername=ana';
    await loginWithPassword({ ...password, remember: false });
    expect(page.document.cookie).toContain('Max-Age=0');
  });
});

describe('the new-IP step (SPEC §4)', () => {
  const verification = { challengeId: 'ch-1', channel: 'sms', destination: '09•••••12', expiredMinutes: 5 };

  it('shows the code step, then posts the code and finishes the interrupted login', async () => {
    open([
      route('/wps/session/login', () => ok({ firstTimeLogin: false, passwordExpired: false, verification })),
      route('/wps/session/login/verify', () => ok(loggedIn)),
      memberInfo,
    ]);
    await loginWithPassword(password);
    expect($login.get()).toMatchObject({ busy: false, verification });
    expect($session.get().token).toBeUndefined();
    await verifyLogin('12');
    expect($login.get().errors.verificationCode).toBe('Bad code.');
    await verifyLogin('123456');
    expect(page.callsTo('/wps/session/login/verify')[0]?.body).toEqual({ challengeId: 'ch-1', verificationCode: '123456', site: 'member' });
    expect($session.get().token).toBe('tok-1');
    expect(page.assign).toHaveBeenCalledWith('/');
  });

  it('a forced change still follows the step for a password login', async () => {
    open([
      route('/wps/session/login', () => ok({ firstTimeLogin: false, passwordExpired: false, verification })),
      route('/wps/session/login/verify', () => ok({ ...loggedIn, firstTimeLogin: true })),
    ]);
    await loginWithPassword(password);
    await verifyLogin('123456');
    expect($forcedChange.get()).toMatchObject({ reason: 'default', password: 'Secret#123' });
  });
});

describe('other ways in', () => {
  it('an SMS-code login is never forced to change the password', async () => {
    open([route('/wps/session/login', () => ok({ ...loggedIn, firstTimeLogin: true })), memberInfo]);
    await loginWithCode({ mobileNum: ' 09171234567 ', verificationCode: '123456', captcha: '' });
    expect(page.callsTo('/wps/session/login')[0]?.body).toEqual({ type: 'sms', mobileNum: '09171234567', verificationCode: '123456', site: 'member' });
    expect($forcedChange.get()).toBeNull();
    expect(page.assign).toHaveBeenCalledWith('/');
  });

  it('an SMS-code login checks the mobile number and the code first', async () => {
    open([]);
    await loginWithCode({ mobileNum: '12', verificationCode: 'abc', captcha: '' });
    expect(Object.keys($login.get().errors).sort()).toEqual(['mobileNum', 'verificationCode']);
    expect(page.calls).toHaveLength(0);
  });

  it('free play sends the gateway version, clears the change flag and logs in', async () => {
    open([route('/wps/session/login/freeplay', () => ok(loggedIn)), memberInfo]);
    $forcedChange.set({ reason: 'default', site: 'member' });
    await playFree();
    const call = page.callsTo('/wps/session/login/freeplay')[0];
    expect(call?.headers.get('gateway-version')).toBe('3');
    expect(call?.body).toMatchObject({ platform: 'W' });
    expect(String(call?.body?.random)).toMatch(/^[0-9a-f]{48}$/);
    expect($forcedChange.get()).toBeNull();
    expect($session.get().token).toBe('tok-1');
  });

  it('a Google or Facebook ticket logs in with type firebase', async () => {
    page = fakeBrowser([route('/wps/session/login', () => ok(loggedIn)), memberInfo]);
    $messages.set({ 'account.ok': 'OK' });
    await loginWithTicket('ticket-1');
    expect(page.callsTo('/wps/session/login')[0]?.body).toEqual({ type: 'firebase', ticket: 'ticket-1', site: 'member' });
    expect(page.assign).toHaveBeenCalledWith('/');
  });
});

describe('a pure agent at the member sign-in (SPEC §6)', () => {
  const refusingMembers = route('/wps/session/login', (call) => ((call.body as { site?: string }).site === 'agent' ? ok(loggedIn) : fail(403, 'NOT_A_MEMBER')));

  it('is offered the agent site beside the refusal, and taken there with the same credentials', async () => {
    open([refusingMembers, memberInfo]);
    await loginWithPassword(password);
    expect($login.get()).toMatchObject({ agentOffer: true, busy: false, captcha: false });
    expect(page.assign).not.toHaveBeenCalled();
    await signInToAgentSite();
    expect(page.callsTo('/wps/session/login').map((call) => (call.body as { site: string }).site)).toEqual(['member', 'agent']);
    expect(page.callsTo('/wps/session/login')[1]?.body).toMatchObject({ username: 'ana', password: 'Secret#123' });
    expect(page.assign).toHaveBeenCalledWith('/agentHome');
  });

  it('on the agent home, signs in to the agent site at once', async () => {
    page = fakeBrowser([refusingMembers, memberInfo], { pathname: '/pt/agentHome' });
    openModal('login');
    await loginWithPassword(password);
    expect(page.callsTo('/wps/session/login').map((call) => (call.body as { site: string }).site)).toEqual(['member', 'agent']);
    expect(page.assign).toHaveBeenCalledWith('/agentHome');
  });

  it('a member refused for another reason is offered nothing', async () => {
    open([route('/wps/session/login', () => fail(403, 'ACCOUNT_SUSPENDED')), captcha]);
    await loginWithPassword(password);
    expect($login.get().agentOffer).toBe(false);
    await signInToAgentSite();
    expect(page.callsTo('/wps/session/login')).toHaveLength(1);
  });
});
