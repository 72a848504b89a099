import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { staffSignInSchema, type StaffSignIn, type StaffSignInValue } from '../../contract/staff.ts';
import { signInStaff } from '../../stores/staff.ts';
import { Field } from '../../ui/Field.tsx';
import { fieldMessages } from '../../ui/form-errors.ts';
import { Notice } from '../../ui/Notice.tsx';
import { useText } from '../../ui/text.tsx';
import { useAction } from '../../ui/useAction.ts';
import { useBackofficeText } from './i18n.tsx';

type Step = { next: 'password' } | Exclude<StaffSignInValue, { next: 'done' }>;

/**
 * The staff sign-in: username and password, then the second factor. A staff member without one is
 * shown the QR code and the secret to enrol in an authenticator app, and signs in with its first
 * code; one with it types the code. The form keeps the password for the second step.
 */
export function SignIn() {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const action = useAction();
  const [step, setStep] = useState<Step>({ next: 'password' });
  const needsCode = step.next !== 'password';
  const schema = useMemo(() => (needsCode ? staffSignInSchema.required({ code: true }) : staffSignInSchema.omit({ code: true })), [needsCode]);
  const form = useForm<StaffSignIn>({ resolver: zodResolver(schema), defaultValues: { username: '', password: '', code: '' } });
  const errors = { ...action.errors, ...fieldMessages(form, kit) };
  const codeInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (needsCode) codeInput.current?.focus();
  }, [needsCode, step]);

  const submit = form.handleSubmit(async (values) => {
    const payload = needsCode ? values : { username: values.username, password: values.password };
    const value = await action.run(payload, () => signInStaff(payload));
    if (!value || value.next === 'done') return;
    setStep(value);
  });

  const code = form.register('code');
  return (
    <section className="bo-signin" aria-labelledby="bo-signin-title">
      <h1 id="bo-signin-title">{t('backoffice.signIn.title')}</h1>
      <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
        <div hidden={needsCode}>
          <Field label={t('backoffice.signIn.username')} error={errors.username}>
            <input type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
          </Field>
          <Field label={t('backoffice.signIn.password')} error={errors.password}>
            <input type="password" autoComplete="current-password" {...form.register('password')} />
          </Field>
        </div>
        {step.next === 'setup' && (
          <div className="bo-enrol">
            <p>{t('backoffice.signIn.setup')}</p>
            <img src={step.qr} width={200} height={200} alt={t('backoffice.signIn.qr')} />
            <p>
              {t('backoffice.signIn.secret')}{' '}
              <code className="bo-secret" data-testid="totp-secret">
                {step.secret}
              </code>
            </p>
          </div>
        )}
        {step.next === 'code' && <p>{t('backoffice.signIn.codeAsked')}</p>}
        {needsCode && (
          <Field label={t('backoffice.signIn.code')} hint={t('backoffice.signIn.codeHint')} error={errors.code}>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...code}
              ref={(element) => {
                code.ref(element);
                codeInput.current = element;
              }}
            />
          </Field>
        )}
        <Notice kind="error">{action.message}</Notice>
        <div className="bo-signin__buttons">
          {needsCode && (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setStep({ next: 'password' });
                form.reset({ ...form.getValues(), password: '', code: '' });
              }}
            >
              {t('backoffice.signIn.back')}
            </button>
          )}
          <button type="submit" className="btn btn--primary" disabled={action.pending}>
            {needsCode ? t('backoffice.signIn.verify') : t('backoffice.signIn.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
