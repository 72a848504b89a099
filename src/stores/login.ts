import type { z } from 'zod';
import {
  freeplayPayloadSchema,
  loginPayloadSchema,
  signInErrors,
  loginValueSchema,
  loginVerifyPayloadSchema,
  type LoginValue,
  type smsRequestSchema,
} from '../contract/auth.ts';
import { api, call } from '../lib/api/client.ts';
import { isApiFailure } from '../lib/api/failure.ts';
import { sealed } from '../lib/api/sealed.ts';
import { rememberUsername } from '../lib/remember.ts';
import { refreshCaptcha } from './captcha.ts';
import { checkCode, checkMobile, requireValue } from './checks.ts';
import { acceptOrShow, formStore, idleForm, ruleErrors, showFailure, startBusy, stopBusy } from './form.ts';
import { loadMessages, text } from './messages.ts';
import { $modal, $modalIntent, openModal } from './modal.ts';
import { $forcedChange, completeLogin, type LoginMethod, type LoginOutcome } from './signed-in.ts';
import { createSmsButton } from './sms.ts';
import { requestSmsCode } from './sms-request.ts';
import { $status, loadStatus } from './status.ts';

export type LoginTab = 'password' | 'sms';
type SmsRequest = z.input<typeof smsRequestSchema>;
export type LoginVerification = NonNullable<LoginValue['verification']>;

/** The login dialog (SPEC §2, §4): its tab, whether the captcha shows (after a failure), the new-IP step. */
export const $login = formStore<{ tab: LoginTab; captcha: boolean; verification: LoginVerification | null; agentOffer: boolean }>({
  tab: 'password',
  captcha: false,
  verification: null,
  agentOffer: false,
});

/** The SMS button of the code tab. */
export const loginSms = createSmsButton();
/** SPEC §9: the login form may ask for another code after 60 s. */
export const loginResendSeconds = 60;

/** What the new-IP step needs to finish the login it interrupted; memory only. */
let interrupted: { method: LoginMethod; password?: string } | undefined;

const site = () => $modalIntent.get().site ?? 'member';

/** A pure agent's login the member site refused (SPEC §6), kept in memory to try on the agent site. */
let refusedAsMember: PasswordLogin | undefined;

/** The agent home, in any language: a login refused as a member there is an agent's, for this page. */
const onAgentPage = () => /(^|\/)agentHome\/?$/.test(globalThis.location?.pathname ?? '');

export function resetLogin(): void {
  $login.set({ ...idleForm, tab: $login.get().tab, captcha: $login.get().captcha, verification: null, agentOffer: false });
  interrupted = undefined;
  refusedAsMember = undefined;
}

export function setLoginTab(tab: LoginTab): void {
  $login.set({ ...$login.get(), ...idleForm, tab });
}

/** Shows the new-IP step in the login dialog; any way in may be held back by it (a phone reset too). */
export function awaitVerification(verification: LoginVerification, method: LoginMethod, password?: string): void {
  interrupted = { method, password };
  if ($modal.get() !== 'login') openModal('login');
  $login.set({ ...$login.get(), busy: false, verification });
}

async function follow(value: LoginValue, method: LoginMethod, password?: string): Promise<LoginOutcome> {
  const outcome = await completeLogin(value, { method, site: site(), password });
  if (outcome.next === 'verify') awaitVerification(outcome.verification, method, password);
  else stopBusy($login);
  return outcome;
}

/** After a failed login the captcha shows and loads; later failures load a fresh one. */
function failed(error: unknown): void {
  showFailure($login, error);
  if ((isApiFailure(error) && error.captcha) || $login.get().captcha) {
    $login.setKey('captcha', true);
    void refreshCaptcha({ force: true });
  }
}

export interface PasswordLogin {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

export async function loginWithPassword(form: PasswordLogin): Promise<void> {
  const errors = ruleErrors({
    username: requireValue(form.username),
    password: requireValue(form.password),
    captcha: $login.get().captcha ? requireValue(form.captcha) : null,
  });
  if (!acceptOrShow($login, errors)) return;
  startBusy($login);
  try {
    const username = form.username.trim();
    const body = await sealed(loginPayloadSchema, { type: 'username', username, password: form.password, captcha: form.captcha || undefined, site: site() });
    const value = await call(loginValueSchema, api().post('wps/session/login', { json: body }));
    rememberUsername(form.remember ? username : null);
    await follow(value, 'username', form.password);
  } catch (error) {
    if (isApiFailure(error) && error.code === 'NOT_A_MEMBER' && site() === 'member') {
      refusedAsMember = form;
      // The account is an agent's and so is the page: sign in where it belongs.
      if (onAgentPage()) return signInToAgentSite();
      // Elsewhere the refusal stands beside a way on. The credentials were right: no captcha for it.
      showFailure($login, error);
      $login.setKey('agentOffer', true);
      return;
    }
    failed(error);
  }
}

/** The same credentials on the agent site, after the member site refused them as an agent's. */
export async function signInToAgentSite(): Promise<void> {
  const form = refusedAsMember;
  if (!form) return;
  refusedAsMember = undefined;
  $modalIntent.set({ site: 'agent' });
  $login.setKey('agentOffer', false);
  stopBusy($login);
  await loginWithPassword(form);
}

export interface CodeLogin {
  mobileNum: string;
  verificationCode: string;
  captcha: string;
}

/** Sends the login code once the mobile number passes its rule (SPEC §5); the button waits 60 s. */
export async function sendLoginCode(mobileNum: string): Promise<void> {
  const status = $status.get() ?? (await loadStatus());
  const errors = ruleErrors({ mobileNum: checkMobile(status.info.register, mobileNum) });
  if (!acceptOrShow($login, errors)) return;
  await loginSms.send(async () => {
    await requestSmsCode(api().post('wps/verification/sms/noLogin', { json: { mobileNum: mobileNum.trim(), purpose: 'login' } satisfies SmsRequest }));
    return loginResendSeconds;
  });
}

export async function loginWithCode(form: CodeLogin): Promise<void> {
  const status = $status.get() ?? (await loadStatus());
  const errors = ruleErrors({
    mobileNum: checkMobile(status.info.register, form.mobileNum),
    verificationCode: checkCode(form.verificationCode),
    captcha: $login.get().captcha ? requireValue(form.captcha) : null,
  });
  if (!acceptOrShow($login, errors)) return;
  startBusy($login);
  try {
    const payload = {
      type: 'sms',
      mobileNum: form.mobileNum,
      verificationCode: form.verificationCode,
      captcha: form.captcha || undefined,
      site: site(),
    } as const;
    const value = await call(loginValueSchema, api().post('wps/session/login', { json: await sealed(loginPayloadSchema, payload) }));
    await follow(value, 'sms');
  } catch (error) {
    failed(error);
  }
}

/** The new-IP step: the code sent to the account's mobile or e-mail lets the interrupted login through. */
export async function verifyLogin(verificationCode: string): Promise<void> {
  const verification = $login.get().verification;
  if (!verification || !interrupted) return;
  if (!acceptOrShow($login, ruleErrors({ verificationCode: checkCode(verificationCode) }))) return;
  startBusy($login);
  try {
    const body = loginVerifyPayloadSchema.parse({ challengeId: verification.challengeId, verificationCode, site: site() });
    const value = await call(loginValueSchema, api().post('wps/session/login/verify', { json: body }));
    await follow(value, interrupted.method, interrupted.password);
  } catch (error) {
    showFailure($login, error);
  }
}

function randomText(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function operatingSystem(): string {
  const agent = navigator as Navigator & { userAgentData?: { platform?: string } };
  return (agent.userAgentData?.platform || navigator.platform || 'web').slice(0, 40);
}

/** Free play (FREEPLAY3): a trial account with play money; no password, so never a forced change. */
export async function playFree(): Promise<void> {
  startBusy($login);
  try {
    const body = await sealed(freeplayPayloadSchema, { os: operatingSystem(), platform: 'W', random: randomText() });
    const value = await call(loginValueSchema, api().post('wps/session/login/freeplay', { json: body, headers: { 'Gateway-Version': '3' } }));
    $forcedChange.set(null);
    await follow(value, 'freeplay');
  } catch (error) {
    failed(error);
  }
}

/** Back from Google or Facebook with a one-time ticket: the login dialog shows while it is exchanged. */
export async function loginWithTicket(ticket: string): Promise<void> {
  openModal('login');
  startBusy($login);
  await loadMessages().catch(() => undefined);
  try {
    const body = await sealed(loginPayloadSchema, { type: 'firebase', ticket, site: 'member' });
    await follow(await call(loginValueSchema, api().post('wps/session/login', { json: body })), 'firebase');
  } catch (error) {
    showFailure($login, error);
  }
}

/** Back from Google or Facebook without a ticket: the login dialog says why (SPEC §8, provider errors). */
export async function showSignInError(reason: string): Promise<void> {
  await loadMessages().catch(() => undefined);
  const known = (signInErrors as readonly string[]).includes(reason) ? reason : 'failed';
  openModal('login');
  $login.set({ ...$login.get(), ...idleForm, message: text(`signin.${known}`) });
}
