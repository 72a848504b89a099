import type { z } from 'zod';
import { loginValueSchema, registerPayloadSchema } from '../contract/auth.ts';
import { checkRule } from '../contract/field-rules.ts';
import { type RuleFailure } from '../contract/rules.ts';
import { mobileTabAsksPassword, type RegisterFieldName } from '../contract/system.ts';
import { api, call } from '../lib/api/client.ts';
import { sealed } from '../lib/api/sealed.ts';
import { refreshCaptcha } from './captcha.ts';
import { checkConfirmation, checkMobile } from './checks.ts';
import { acceptOrShow, formStore, idleForm, ruleErrors, showFailure, startBusy, stopBusy } from './form.ts';
import { registerFields, type RegisterField, type RegisterTab } from './register-fields.ts';
import { completeLogin } from './signed-in.ts';
import { createSmsButton } from './sms.ts';
import { requestSmsCode } from './sms-request.ts';
import { $status, isOn, loadStatus } from './status.ts';

/** The register dialog (SPEC §2, §4): username tab, and the mobile tab when MOBILENUMREG3 is on. */
export const $register = formStore<{ tab: RegisterTab }>({ tab: 'username' });

/** SPEC §9: another code may be asked for after 60 s. */
export const registerSms = createSmsButton();
export const registerResendSeconds = 60;

type RegisterPayload = z.input<typeof registerPayloadSchema>;

export type RegisterValues = Partial<Record<RegisterFieldName, string>> & { consent: boolean };

export function resetRegister(): void {
  $register.set({ ...idleForm, tab: $register.get().tab });
}

export function setRegisterTab(tab: RegisterTab): void {
  $register.set({ ...idleForm, tab });
}

/** The invite-friends link's `ref` (a member's referral code), when the page came from one. */
export function linkReferralCode(): string {
  return new URLSearchParams(globalThis.location?.search ?? '').get('ref')?.trim() ?? '';
}

/** The affiliate link's `code` (an agent's invitation), when the page came from one. */
export function linkAffiliateCode(): string {
  return new URLSearchParams(globalThis.location?.search ?? '').get('code')?.trim() ?? '';
}

function checkField(field: RegisterField, values: RegisterValues): RuleFailure | null {
  const value = (values[field.name] ?? '').trim();
  if (field.name === 'confirmPassword') return checkConfirmation(values.password ?? '', values.confirmPassword ?? '');
  // The code is needed as soon as a mobile number is given, as the server asks (REGMOBVERF3).
  if (field.name === 'verificationCode') return checkRule({ ...field.rule, required: field.rule.required || Boolean(values.mobileNum?.trim()) }, value);
  return checkRule(field.rule, field.input === 'password' ? (values[field.name] ?? '') : value);
}

/** Every shown field by its rule, and the 18+ consent: the form checks these before the store does again. */
export function registerFailures(fields: readonly RegisterField[], values: RegisterValues): Record<string, RuleFailure | null> {
  const failures: Record<string, RuleFailure | null> = {};
  for (const field of fields) failures[field.name] = checkField(field, values);
  failures.consent = values.consent ? null : { key: 'account.register.consentRequired' };
  return failures;
}

/** Sends the register code once the mobile number passes its rule; the button waits 60 s. */
export async function sendRegisterCode(mobileNum: string): Promise<void> {
  const status = await loadStatus();
  if (!acceptOrShow($register, ruleErrors({ mobileNum: checkMobile(status.info.register, mobileNum) }))) return;
  await registerSms.send(async () => {
    await requestSmsCode(api().get('wps/verification/sms/register', { searchParams: { mobileNum: mobileNum.trim() } }));
    return registerResendSeconds;
  });
}

/** The payload of the shown fields; the link's affiliate and referral codes go along when their fields are not shown. */
function payloadOf(fields: readonly RegisterField[], values: RegisterValues): RegisterPayload {
  const payload: Partial<RegisterPayload> = {};
  const shown = new Set(fields.map((field) => field.name));
  for (const name of shown) {
    const value = values[name];
    if (value !== undefined && value !== '') Object.assign(payload, { [name]: value });
  }
  const linkCode = linkAffiliateCode();
  if (!shown.has('affiliateCode') && linkCode) payload.affiliateCode = linkCode;
  const referral = linkReferralCode();
  if (!shown.has('referralCode') && referral) payload.referralCode = referral;
  return {
    ...payload,
    registerUrl: location.href.slice(0, 500),
    domain: location.host,
    registerMethod: 'WEB',
    login: true,
    adultConsent: values.consent,
  };
}

/**
 * Registers and logs in (SPEC §4): checked by the operator's rules first, the loader while it runs;
 * success logs in and goes home, a failure loads a fresh captcha.
 */
export async function register(values: RegisterValues): Promise<void> {
  const tab = $register.get().tab;
  // The status is in once a dialog shows, so the loader appears at once.
  const status = $status.get() ?? (await loadStatus());
  const fields = registerFields(status.info.register, tab, isOn('REGMOBVERF3'), mobileTabAsksPassword(isOn));
  if (!acceptOrShow($register, ruleErrors(registerFailures(fields, values)))) return;
  startBusy($register);
  try {
    const body = await sealed(registerPayloadSchema, payloadOf(fields, values));
    const path = tab === 'mobile' ? 'wps/member/register/mobile' : 'wps/member/register';
    const value = await call(loginValueSchema, api().put(path, { json: body }));
    await completeLogin(value, { method: 'register', site: 'member' });
    stopBusy($register);
  } catch (error) {
    showFailure($register, error);
    if (fields.some((field) => field.name === 'captcha')) void refreshCaptcha({ force: true });
  }
}
