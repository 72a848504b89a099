import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { bindPayloadSchema, type BindChannel, type Profile } from '../../../contract/member.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { createSmsButton } from '../../../stores/sms.ts';
import { bindContact, sendBindCode } from '../../../lib/api/member.ts';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { useText } from '../../../ui/text.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useAction } from '../../../ui/useAction.ts';

/** SPEC §9: the code button waits 60 s before it may send again. */
const resendSeconds = 60;

const { target, verificationCode } = bindPayloadSchema.shape;

/** The contract's bind fields; a code it refuses reads as "enter the 6-digit code", not a bare "not valid". */
const bindSchema = z.object({
  target,
  verificationCode: z
    .string()
    .refine((value) => verificationCode.safeParse(value).success)
    .pipe(verificationCode),
});
type BindFields = z.infer<typeof bindSchema>;

/** Binds a mobile number (sms) or an e-mail address by a code sent to it. */
export function BindContact({ channel, current, onBound }: { channel: BindChannel; current: string | null; onBound: (profile: Profile) => void }) {
  const { t } = useText();
  const [button] = useState(createSmsButton);
  const sms = useStore(button.$state);
  const action = useAction();
  const form = useForm<BindFields>({ resolver: zodResolver(bindSchema), defaultValues: { target: '', verificationCode: '' } });
  const [sendError, setSendError] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [bound, setBound] = useState(false);
  const prefix = channel === 'sms' ? 'center.bind.mobile' : 'center.bind.email';
  const errors = { ...action.errors, ...fieldMessages(form, t, { verificationCode: 'center.bind.codeInvalid' }) };

  // The code goes to the typed address, so only that field has to pass before sending.
  const send = async () => {
    setSendError('');
    if (!(await form.trigger('target'))) return;
    const address = form.getValues('target').trim();
    await button.send(async () => {
      try {
        const value = await sendBindCode(channel, address);
        setSentTo(value.destination);
        return resendSeconds;
      } catch (error) {
        const failure = asFailure(error);
        setSendError(failure.fields.target || failure.message || t('center.error.network'));
        throw error;
      }
    });
  };

  const submit = form.handleSubmit(async (fields) => {
    setBound(false);
    const payload = { channel, ...fields };
    const result = await action.run(payload, () => bindContact(payload));
    if (result) {
      setBound(true);
      form.reset();
      button.reset();
      onBound(result);
    }
  });

  const smsLabel =
    sms.phase === 'sending' ? t('center.bind.sending') : sms.phase === 'waiting' ? t('center.bind.wait', { seconds: sms.seconds }) : t('center.bind.send');
  return (
    <section aria-labelledby={`mc-bind-${channel}`}>
      <h3 id={`mc-bind-${channel}`}>{t(`${prefix}.title`)}</h3>
      <p>{current ? t('center.bind.current', { value: current }) : t('center.bind.notSet')}</p>
      <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t(`${prefix}.input`)} error={errors.target ?? sendError}>
          <input
            type={channel === 'sms' ? 'tel' : 'email'}
            inputMode={channel === 'sms' ? 'numeric' : 'email'}
            autoComplete={channel === 'sms' ? 'tel' : 'email'}
            {...form.register('target')}
          />
        </Field>
        <button type="button" className="btn btn--ghost" disabled={sms.phase !== 'ready'} aria-live="polite" onClick={() => void send()}>
          {smsLabel}
        </button>
        {sentTo && <p className="mc-field__hint">{t('center.bind.sent', { destination: sentTo })}</p>}
        <Field label={t('center.bind.code')} error={errors.verificationCode}>
          <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...form.register('verificationCode')} />
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
