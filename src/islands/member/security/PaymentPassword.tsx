import { useState, type FormEvent } from 'react';
import { setPaymentPassword } from '../../../lib/api/member.ts';
import { useText } from '../i18n.tsx';
import { Field } from '../ui/Field.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useAction } from '../useAction.ts';

/**
 * Sets the first payment password (confirmed with the login password) or changes it (confirmed with
 * the current one). Its own rule is the register settings' paymentPassword rule, checked by the server.
 */
export function PaymentPassword({ isSet, onSet }: { isSet: boolean; onSet: () => void }) {
  const { t } = useText();
  const action = useAction();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const errors: Record<string, string> = {};
    if (!current) errors[isSet ? 'currentPaymentPassword' : 'loginPassword'] = t('center.required');
    if (!next) errors.newPaymentPassword = t('center.required');
    if (next !== confirm) errors.confirmPaymentPassword = t('center.paymentPassword.mismatch');
    if (Object.keys(errors).length > 0) return action.refuse(errors);
    const payload = isSet
      ? { currentPaymentPassword: current, newPaymentPassword: next, confirmPaymentPassword: confirm }
      : { loginPassword: current, newPaymentPassword: next, confirmPaymentPassword: confirm };
    const result = await action.run({ isSet }, () => setPaymentPassword(payload));
    if (result) {
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(true);
      onSet();
    }
  };

  const currentField = isSet ? 'currentPaymentPassword' : 'loginPassword';
  return (
    <section aria-labelledby="mc-payment-password">
      <h3 id="mc-payment-password">{t('center.paymentPassword.title')}</h3>
      <p>{isSet ? t('center.paymentPassword.isSet') : t('center.paymentPassword.notSet')}</p>
      <form className="mc-form" onSubmit={submit} noValidate>
        <Field label={isSet ? t('center.paymentPassword.current') : t('center.paymentPassword.loginPassword')} error={action.errors[currentField]}>
          <input type="password" autoComplete={isSet ? 'off' : 'current-password'} value={current} onChange={(event) => setCurrent(event.target.value)} />
        </Field>
        <Field label={t('center.paymentPassword.new')} error={action.errors.newPaymentPassword}>
          <input type="password" autoComplete="off" value={next} onChange={(event) => setNext(event.target.value)} />
        </Field>
        <Field label={t('center.paymentPassword.confirm')} error={action.errors.confirmPaymentPassword}>
          <input type="password" autoComplete="off" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
        </Field>
        <Notice kind="error">{action.message}</Notice>
        {done && <Notice kind="success">{t('center.paymentPassword.done')}</Notice>}
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {isSet ? t('center.paymentPassword.change') : t('center.paymentPassword.set')}
        </button>
      </form>
    </section>
  );
}
