import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { BindChannel, Profile } from '../../../contract/member.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { createSmsButton } from '../../../stores/sms.ts';
import { bindContact, sendBindCode } from '../../../lib/api/member.ts';
import { useText } from '../i18n.tsx';
import { Field } from '../ui/Field.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useAction } from '../useAction.ts';

/** SPEC §9: the code button waits 60 s before it may send again. */
const resendSeconds = 60;

/** Binds a mobile number (sms) or an e-mail address by a code sent to it. */
export function BindContact({ channel, current, onBound }: { channel: BindChannel; current: string | null; onBound: (profile: Profile) => void }) {
  const { t } = useText();
  const [button] = useState(createSmsButton);
  const sms = useStore(button.$state);
  const action = useAction();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [sendError, setSendError] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [bound, setBound] = useState(false);
  const prefix = channel === 'sms' ? 'center.bind.mobile' : 'center.bind.email';

  const send = async () => {
    setSendError('');
    if (!target.trim()) return action.refuse({ target: t('center.required') });
    await button.send(async () => {
      try {
        const value = await sendBindCode(channel, target.trim());
        setSentTo(value.destination);
        return resendSeconds;
      } catch (error) {
        const failure = asFailure(error);
        setSendError(failure.fields.target || failure.message || t('center.error.network'));
        throw error;
      }
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBound(false);
    if (!/^\d{6}$/.test(code.trim())) return action.refuse({ verificationCode: t('center.bind.codeInvalid') });
    const payload = { channel, target: target.trim(), verificationCode: code.trim() };
    const result = await action.run(payload, () => bindContact(payload));
    if (result) {
      setBound(true);
      setTarget('');
      setCode('');
      button.reset();
      onBound(result);
    }
  };

  const smsLabel = sms.phase === 'sending' ? t('center.bind.sending') : sms.phase === 'waiting' ? t('center.bind.wait', { seconds: sms.seconds }) : t('center.bind.send');
  return (
    <section aria-labelledby={`mc-bind-${channel}`}>
      <h3 id={`mc-bind-${channel}`}>{t(`${prefix}.title`)}</h3>
      <p>{current ? t('center.bind.current', { value: current }) : t('center.bind.notSet')}</p>
      <form className="mc-form" onSubmit={submit} noValidate>
        <Field label={t(`${prefix}.input`)} error={action.errors.target ?? sendError}>
          <input
            type={channel === 'sms' ? 'tel' : 'email'}
            inputMode={channel === 'sms' ? 'numeric' : 'email'}
            autoComplete={channel === 'sms' ? 'tel' : 'email'}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </Field>
        <button type="button" className="btn btn--ghost" disabled={sms.phase !== 'ready'} aria-live="polite" onClick={send}>
          {smsLabel}
        </button>
        {sentTo && <p className="mc-field__hint">{t('center.bind.sent', { destination: sentTo })}</p>}
        <Field label={t('center.bind.code')} error={action.errors.verificationCode}>
          <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
        </Field>
        <Notice kind="error">{action.message}</Notice>
        {bound && <Notice kind="success">{t('center.bind.done')}</Notice>}
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {t(`${prefix}.submit`)}
        </button>
      </form>
    </section>
  );
}
