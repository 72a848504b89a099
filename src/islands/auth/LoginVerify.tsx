import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { loginVerifyPayloadSchema } from '../../contract/auth.ts';
import { checkCode } from '../../stores/checks.ts';
import { $login, resetLogin, verifyLogin } from '../../stores/login.ts';
import { text } from '../../stores/messages.ts';
import { Field } from './Field.tsx';
import { bind, dialogErrors, ruled } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';
import { submitWith } from './submit.ts';

const schema = z.object({ verificationCode: ruled(checkCode, loginVerifyPayloadSchema.shape.verificationCode) });

/** The new-IP step (SPEC §4): the code sent to the account's mobile or e-mail lets the login through. */
export function LoginVerify() {
  const form = useStore($login);
  const fields = useForm<{ verificationCode: string }>({ resolver: zodResolver(schema), defaultValues: { verificationCode: '' } });
  const verification = form.verification;
  if (!verification) return null;

  // The store checks the code again and owns the call.
  const submit = submitWith(fields.handleSubmit(({ verificationCode }) => verifyLogin(verificationCode)));
  const errors = dialogErrors(fields.formState.errors, form.errors);
  const lead = text(verification.channel === 'sms' ? 'account.verify.sms' : 'account.verify.email', {
    destination: verification.destination,
    minutes: verification.expiredMinutes,
  });

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <p className="account-lead">{lead}</p>
      <Field
        label={text('account.field.verificationCode')}
        {...bind(fields, 'verificationCode')}
        error={errors.verificationCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <FormEnd busy={form.busy} message={form.message} submit={text('account.verify.submit')} />
      <button type="button" className="account-link" onClick={resetLogin}>
        {text('account.verify.back')}
      </button>
    </form>
  );
}
