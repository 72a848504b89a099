import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $login, resetLogin, verifyLogin } from '../../stores/login.ts';
import { text } from '../../stores/messages.ts';
import { Field } from './Field.tsx';
import { FormEnd } from './FormEnd.tsx';
import { submitWith } from './submit.ts';

/** The new-IP step (SPEC §4): the code sent to the account's mobile or e-mail lets the login through. */
export function LoginVerify() {
  const form = useStore($login);
  const [code, setCode] = useState('');
  const verification = form.verification;
  if (!verification) return null;

  const submit = submitWith(() => verifyLogin(code));
  const lead = text(verification.channel === 'sms' ? 'account.verify.sms' : 'account.verify.email', {
    destination: verification.destination,
    minutes: verification.expiredMinutes,
  });

  return (
    <form className="account-form" noValidate onSubmit={submit}>
      <p className="account-lead">{lead}</p>
      <Field label={text('account.field.verificationCode')} value={code} onValue={setCode} error={form.errors.verificationCode} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
      <FormEnd busy={form.busy} message={form.message} submit={text('account.verify.submit')} />
      <button type="button" className="account-link" onClick={resetLogin}>
        {text('account.verify.back')}
      </button>
    </form>
  );
}
