import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { helpPath } from '../../components/pages/help.ts';
import { registerPayloadSchema } from '../../contract/auth.ts';
import { localizePath } from '../../i18n/locales.ts';
import { pageLocale } from '../../lib/page.ts';
import { mobileTabAsksPassword, type RegisterFieldName } from '../../contract/system.ts';
import { text } from '../../stores/messages.ts';
import { closeModal, openModal } from '../../stores/modal.ts';
import { registerFields, type RegisterField, type RegisterTab } from '../../stores/register-fields.ts';
import {
  $register,
  linkAffiliateCode,
  linkReferralCode,
  register,
  registerFailures,
  registerSms,
  resetRegister,
  sendRegisterCode,
  setRegisterTab,
  type RegisterValues,
} from '../../stores/register.ts';
import { $features, $status } from '../../stores/status.ts';
import { Captcha } from './Captcha.tsx';
import { Check, Field } from './Field.tsx';
import { bind, dialogErrors, wordRule } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';
import { Modal } from './Modal.tsx';
import { SmsButton } from './SmsButton.tsx';
import { submitWith } from './submit.ts';
import { Tabs } from './Tabs.tsx';

const autoComplete: Partial<Record<RegisterFieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  email: 'email',
  mobileNum: 'tel',
  verificationCode: 'one-time-code',
};

/**
 * The shown fields checked by the operator's rules (the store's own checks, all at once), then by the
 * wire's schema of each field. The fields are the operator's, so the schema is built for them.
 */
function registerSchema(fields: readonly RegisterField[]) {
  const shown = Object.fromEntries(fields.map((field) => [field.name, true])) as Partial<Record<RegisterFieldName, true>>;
  const typed = Object.fromEntries(fields.map((field) => [field.name, z.string().optional()]));
  return z
    .object({ ...typed, consent: z.boolean() })
    .superRefine((values, context) => {
      for (const [field, failure] of Object.entries(registerFailures(fields, values as RegisterValues))) {
        if (failure) context.addIssue({ code: 'custom', path: [field], message: wordRule(failure) });
      }
    })
    .pipe(registerPayloadSchema.pick(shown).partial().extend({ consent: z.boolean() }));
}

/** registerModal (SPEC §2, §5): username or mobile tab, every field the operator enabled, the 18+ consent. */
export default function RegisterDialog() {
  const form = useStore($register);
  const features = useStore($features);
  const status = useStore($status);
  const tabs: { id: RegisterTab; label: string }[] = [{ id: 'username', label: text('account.register.tab.username') }];
  if (features.MOBILENUMREG3) tabs.push({ id: 'mobile', label: text('account.register.tab.mobile') });
  const tab = tabs.some((entry) => entry.id === form.tab) ? form.tab : 'username';
  const mobilePassword = mobileTabAsksPassword((modId) => features[modId]);
  const fields = useMemo(
    () => (status ? registerFields(status.info.register, tab, features.REGMOBVERF3, mobilePassword) : []),
    [status, tab, features.REGMOBVERF3, mobilePassword],
  );
  // The field set is the operator's, known only at run time: the resolver is typed by the form's values.
  const resolver = useMemo(() => zodResolver(registerSchema(fields)) as unknown as Resolver<RegisterValues>, [fields]);
  const values = useForm<RegisterValues>({ resolver, defaultValues: { affiliateCode: linkAffiliateCode(), referralCode: linkReferralCode(), consent: false } });

  // A dialog starts clean the next time it opens; state set before it mounted (a sign-in return) is kept.
  useEffect(() => resetRegister, []);

  const errors = dialogErrors(values.formState.errors, form.errors);

  // The store checks the same rules again and owns the call. Every try uses up the captcha: its input empties for the new image.
  const submit = submitWith(values.handleSubmit((checked) => register(checked).then(() => values.setValue('captcha', ''))));

  const input = (field: RegisterField) => {
    const common = {
      label: text(`account.field.${field.name}`),
      ...bind(values, field.name),
      error: errors[field.name],
      autoComplete: autoComplete[field.name],
      maxLength: field.rule.max,
      'aria-required': field.rule.required || undefined,
    };
    if (field.name === 'captcha') return <Captcha key={field.name} value={common.value} onValue={common.onValue} error={common.error} />;
    if (field.input === 'code') return <Field key={field.name} {...common} inputMode="numeric" />;
    if (field.name === 'mobileNum' && fields.some((other) => other.name === 'verificationCode')) {
      const send = () => void sendRegisterCode(values.getValues('mobileNum') ?? '');
      return <Field key={field.name} {...common} type="tel" addon={<SmsButton machine={registerSms} onSend={send} />} />;
    }
    return <Field key={field.name} {...common} type={field.input} />;
  };

  return (
    <Modal title={text('account.register.title')} onClose={closeModal}>
      <Tabs label={text('account.register.tabs')} tabs={tabs} selected={tab} onSelect={setRegisterTab}>
        <form className="account-form" noValidate onSubmit={submit}>
          {fields.map(input)}
          <Check
            label={text('account.register.consent')}
            checked={values.watch('consent')}
            onChecked={(checked) => values.setValue('consent', checked, { shouldValidate: values.formState.isSubmitted })}
            error={errors.consent}
          />
          {/* What the consent accepts, readable before accepting it: in a new tab, so the form stays filled in. */}
          <p className="account-links">
            <a href={localizePath(pageLocale(), helpPath('terms'))} target="_blank" rel="noopener">
              {text('account.register.terms')}
            </a>
            <a href={localizePath(pageLocale(), helpPath('privacy'))} target="_blank" rel="noopener">
              {text('account.register.privacy')}
            </a>
          </p>
          <FormEnd busy={form.busy} message={form.message} submit={text('account.register.submit')} />
        </form>
      </Tabs>
      <p className="account-links">
        <span>
          {text('account.register.haveAccount')}{' '}
          <button type="button" className="account-link" onClick={() => openModal('login')}>
            {text('account.register.login')}
          </button>
        </span>
      </p>
    </Modal>
  );
}
