import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordSchema } from '../../contract/auth.ts';
import { checkConfirmation, checkPassword, requireValue } from '../../stores/checks.ts';
import { text } from '../../stores/messages.ts';
import { closeModal } from '../../stores/modal.ts';
import { $passwordForm, changePassword, needsOldPassword, resetPasswordForm, type PasswordChange } from '../../stores/password.ts';
import { $forcedChange } from '../../stores/signed-in.ts';
import { $status } from '../../stores/status.ts';
import { Field } from './Field.tsx';
import { bind, dialogErrors, ruled, wordRule } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';
import { Modal } from './Modal.tsx';
import { submitWith } from './submit.ts';

const wire = changePasswordSchema.shape;

/** changePassModal (SPEC §2): also the forced change after a default or expired password, which cannot be dismissed. */
export default function ChangePassDialog() {
  const form = useStore($passwordForm);
  const forced = useStore($forcedChange);
  const status = useStore($status);
  const askOld = needsOldPassword();
  const schema = useMemo(() => {
    const rules = status?.info.register ?? [];
    return z
      .object({
        oldPassword: askOld ? ruled(requireValue, wire.oldPassword.unwrap()) : z.string(),
        newPassword: ruled((value) => checkPassword(rules, value), wire.newPassword),
        confirmNewPassword: ruled(requireValue, wire.confirmNewPassword),
      })
      .superRefine((values, context) => {
        const failure = checkConfirmation(values.newPassword, values.confirmNewPassword);
        if (failure) context.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: wordRule(failure) });
      });
  }, [status, askOld]);
  const fields = useForm<PasswordChange>({ resolver: zodResolver(schema), defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' } });
  const errors = dialogErrors(fields.formState.errors, form.errors);

  // A dialog starts clean the next time it opens; state set before it mounted (a sign-in return) is kept.
  useEffect(() => resetPasswordForm, []);

  // The store checks the same rules again and owns the call.
  const submit = submitWith(fields.handleSubmit((values) => changePassword(values)));

  return (
    <Modal title={text('account.change.title')} closable={!forced} onClose={closeModal}>
      <form className="account-form" noValidate onSubmit={submit}>
        {forced && <p className="account-lead">{text(forced.reason === 'default' ? 'account.change.default' : 'account.change.expired')}</p>}
        {askOld && (
          <Field
            label={text('account.field.oldPassword')}
            type="password"
            {...bind(fields, 'oldPassword')}
            error={errors.oldPassword}
            autoComplete="current-password"
            maxLength={128}
          />
        )}
        <Field
          label={text('account.field.newPassword')}
          type="password"
          {...bind(fields, 'newPassword')}
          error={errors.newPassword}
          autoComplete="new-password"
          maxLength={128}
        />
        <Field
          label={text('account.field.confirmNewPassword')}
          type="password"
          {...bind(fields, 'confirmNewPassword')}
          error={errors.confirmNewPassword}
          autoComplete="new-password"
          maxLength={128}
        />
        <FormEnd busy={form.busy} message={form.message} submit={text('account.change.submit')} />
      </form>
    </Modal>
  );
}
