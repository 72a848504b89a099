import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { RegisterFieldName } from '../../contract/system.ts';
import { text } from '../../stores/messages.ts';
import { closeModal, openModal } from '../../stores/modal.ts';
import { registerFields, type RegisterField, type RegisterTab } from '../../stores/register-fields.ts';
import { $register, linkAffiliateCode, register, registerSms, resetRegister, sendRegisterCode, setRegisterTab } from '../../stores/register.ts';
import { $features, $status } from '../../stores/status.ts';
import { Captcha } from './Captcha.tsx';
import { Check, Field } from './Field.tsx';
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

/** registerModal (SPEC §2, §5): username or mobile tab, every field the operator enabled, the 18+ consent. */
export default function RegisterDialog() {
  const form = useStore($register);
  const features = useStore($features);
  const status = useStore($status);
  const [values, setValues] = useState<Partial<Record<RegisterFieldName, string>>>(() => ({ affiliateCode: linkAffiliateCode() }));
  const [consent, setConsent] = useState(false);

  // A dialog starts clean the next time it opens; state set before it mounted (a sign-in return) is kept.
  useEffect(() => resetRegister, []);

  const tabs: { id: RegisterTab; label: string }[] = [{ id: 'username', label: text('account.register.tab.username') }];
  if (features.MOBILENUMREG3) tabs.push({ id: 'mobile', label: text('account.register.tab.mobile') });
  const tab = tabs.some((entry) => entry.id === form.tab) ? form.tab : 'username';
  const fields = status ? registerFields(status.info.register, tab, features.REGMOBVERF3) : [];
  const set = (name: RegisterFieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  // Every try uses up the captcha: its input empties for the new image.
  const submit = submitWith(() => register({ ...values, consent }).then(() => setValues((current) => ({ ...current, captcha: '' }))));

  const input = (field: RegisterField) => {
    const common = {
      label: text(`account.field.${field.name}`),
      value: values[field.name] ?? '',
      onValue: set(field.name),
      error: form.errors[field.name],
      autoComplete: autoComplete[field.name],
      maxLength: field.rule.max,
      'aria-required': field.rule.required || undefined,
    };
    if (field.name === 'captcha') return <Captcha key={field.name} value={common.value} onValue={common.onValue} error={common.error} />;
    if (field.input === 'code') return <Field key={field.name} {...common} inputMode="numeric" />;
    if (field.name === 'mobileNum' && fields.some((other) => other.name === 'verificationCode')) {
      const send = () => void sendRegisterCode(values.mobileNum ?? '');
      return <Field key={field.name} {...common} type="tel" addon={<SmsButton machine={registerSms} onSend={send} />} />;
    }
    return <Field key={field.name} {...common} type={field.input} />;
  };

  return (
    <Modal title={text('account.register.title')} onClose={closeModal}>
      <Tabs label={text('account.register.tabs')} tabs={tabs} selected={tab} onSelect={setRegisterTab}>
        <form className="account-form" noValidate onSubmit={submit}>
          {fields.map(input)}
          <Check label={text('account.register.consent')} checked={consent} onChecked={setConsent} error={form.errors.consent} />
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
