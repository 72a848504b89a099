import type { z } from 'zod';
import { forgotByEmailSchema, forgotByEmailValueSchema, forgotByPhoneSchema, loginValueSchema, type smsRequestSchema } from '../contract/auth.ts';
import { api, call } from '../lib/api/client.ts';
import { sealed } from '../lib/api/sealed.ts';
import { checkCode, checkEmail, checkMobile, checkPassword, requireValue } from './checks.ts';
import { acceptOrShow, formStore, idleForm, ruleErrors, showFailure, startBusy, stopBusy } from './form.ts';
import { awaitVerification } from './login.ts';
import { completeLogin } from './signed-in.ts';
import { createSmsButton } from './sms.ts';
import { requestSmsCode } from './sms-request.ts';
import { $status, loadStatus } from './status.ts';

export type RecoveryTab = 'email' | 'phone';

/** The forgot-password dialog (SPEC §2): e-mail tab, phone tab when CHNGPASSVERIF3 is on. */
export const $recovery = formStore<{ tab: RecoveryTab; sent: boolean }>({ tab: 'email', sent: false });

/** On the recovery form the countdown lasts as long as the code (SPEC §9: expiredMinutes x 60 s). */
export const recoverySms = createSmsButton();

export function resetRecovery(): void {
  $recovery.set({ ...idleForm, tab: $recovery.get().tab, sent: false });
}

export function setRecoveryTab(tab: RecoveryTab): void {
  $recovery.set({ ...idleForm, tab, sent: false });
}

export interface EmailRecovery {
  username: string;
  email: string;
}

/** A form post (SPEC §7); success says a new password went to the e-mail ('in_been_out'). */
export async function recoverByEmail(form: EmailRecovery): Promise<void> {
  const errors = ruleErrors({ username: requireValue(form.username), email: checkEmail(form.email) });
  if (!acceptOrShow($recovery, errors)) return;
  startBusy($recovery);
  try {
    const fields = forgotByEmailSchema.parse({ username: form.username, email: form.email });
    await call(forgotByEmailValueSchema, api().post('wps/member/password/email', { body: new URLSearchParams(fields) }));
    $recovery.set({ ...$recovery.get(), busy: false, sent: true });
  } catch (error) {
    showFailure($recovery, error);
  }
}

export async function sendResetCode(mobileNum: string): Promise<void> {
  const status = $status.get() ?? (await loadStatus());
  if (!acceptOrShow($recovery, ruleErrors({ mobileNum: checkMobile(status.info.register, mobileNum) }))) return;
  await recoverySms.send(async () => {
    const body = { mobileNum: mobileNum.trim(), purpose: 'reset' } satisfies z.input<typeof smsRequestSchema>;
    const { expiredMinutes } = await requestSmsCode(api().post('wps/verification/sms/noLogin', { json: body }));
    return expiredMinutes * 60;
  });
}

export interface PhoneRecovery {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/** Sets the password with the code sent to the phone, then logs in with it (SPEC §4, phone reset). */
export async function recoverByPhone(form: PhoneRecovery): Promise<void> {
  const status = $status.get() ?? (await loadStatus());
  const errors = ruleErrors({
    mobileNum: checkMobile(status.info.register, form.mobileNum),
    verificationCode: checkCode(form.verificationCode),
    newPassword: checkPassword(status.info.register, form.newPassword),
  });
  if (!acceptOrShow($recovery, errors)) return;
  startBusy($recovery);
  try {
    const body = await sealed(forgotByPhoneSchema, form);
    const value = await call(loginValueSchema, api().post('wps/member/password/verification', { json: body }));
    const outcome = await completeLogin(value, { method: 'reset', site: 'member' });
    stopBusy($recovery);
    if (outcome.next === 'verify') awaitVerification(outcome.verification, 'reset');
  } catch (error) {
    showFailure($recovery, error);
  }
}
