import { changePasswordSchema, loginValueSchema } from '../contract/auth.ts';
import { api, call } from '../lib/api/client.ts';
import { sealed } from '../lib/api/sealed.ts';
import { checkConfirmation, checkPassword, requireValue } from './checks.ts';
import { acceptOrShow, formStore, idleForm, ruleErrors, showFailure, startBusy, stopBusy } from './form.ts';
import { $forcedChange, completeLogin } from './signed-in.ts';
import { $status, loadStatus } from './status.ts';

/** The change-password dialog (SPEC §2, §4), also the forced change after a default or expired password. */
export const $passwordForm = formStore({});

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export function resetPasswordForm(): void {
  $passwordForm.set({ ...idleForm });
}

/** The old password is asked for unless the forced change still holds the one just typed (SPEC §5). */
export function needsOldPassword(): boolean {
  return !$forcedChange.get()?.password;
}

/** Success answers with a new token (every other session ends); info reloads, the dialog closes, home. */
export async function changePassword(form: PasswordChange): Promise<void> {
  const status = $status.get() ?? (await loadStatus());
  const forced = $forcedChange.get();
  const oldPassword = forced?.password ?? form.oldPassword;
  const errors = ruleErrors({
    oldPassword: needsOldPassword() ? requireValue(form.oldPassword) : null,
    newPassword: checkPassword(status.info.register, form.newPassword),
    confirmNewPassword: checkConfirmation(form.newPassword, form.confirmNewPassword),
  });
  if (!acceptOrShow($passwordForm, errors)) return;
  startBusy($passwordForm);
  try {
    const body = await sealed(changePasswordSchema, {
      oldPassword: oldPassword || undefined,
      newPassword: form.newPassword,
      confirmNewPassword: form.confirmNewPassword,
    });
    const value = await call(loginValueSchema, api().post('wps/member/password', { json: body }));
    await completeLogin(value, { method: 'change', site: forced?.site ?? 'member' });
    stopBusy($passwordForm);
  } catch (error) {
    showFailure($passwordForm, error);
  }
}
