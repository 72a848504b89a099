import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { paymentPasswordPayloadSchema, type PaymentPasswordPayload } from '../../../contract/member.ts';
import { ruledField } from '../../../contract/rule-schema.ts';
import { checkRule } from '../../../contract/field-rules.ts';
import { setPaymentPassword } from '../../../lib/api/member.ts';
import { fieldMessages, ruleWords } from '../../../ui/form-errors.ts';
import { useText } from '../../../ui/text.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { usePaymentPasswordRule } from '../usePaymentPasswordRule.ts';

/**
 * Sets the first payment password (confirmed with the login password) or changes it (confirmed with
 * the current one). The form checks the contract's schema and, once the settings are in, the new
 * one's rule (shown under it before anything is sent); the server checks both again.
 */
export function PaymentPassword({ isSet, onSet }: { isSet: boolean; onSet: () => void }) {
  const { t } = useText();
  const action = useAction();
  const [done, setDone] = useState(false);
  const currentField = isSet ? 'currentPaymentPassword' : 'loginPassword';
  const rule = usePaymentPasswordRule(t);
  const schema = useMemo(() => {
    if (!rule) return paymentPasswordPayloadSchema;
    const { newPaymentPassword } = paymentPasswordPayloadSchema.shape;
    // An empty field is the wire schema's "required", as in every other center form.
    const check = (value: string) => (value === '' ? null : checkRule(rule.rule, value));
    return paymentPasswordPayloadSchema.safeExtend({ newPaymentPassword: ruledField(check, ruleWords(t), newPaymentPassword) });
  }, [rule, t]);
  const form = useForm<PaymentPasswordPayload>({
    resolver: zodResolver(schema),
    defaultValues: { [currentField]: '', newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const checked = fieldMessages(form, t, { confirmPaymentPassword: 'center.paymentPassword.mismatch' }, ['newPaymentPassword']);
  const errors = { ...action.errors, ...checked };

  const submit = form.handleSubmit(async (payload) => {
    setDone(false);
    const result = await action.run({ isSet }, () => setPaymentPassword(payload));
    if (result) {
      form.reset();
      setDone(true);
      onSet();
    }
  });

  return (
    <section aria-labelledby="mc-payment-password">
      <h3 id="mc-payment-password">{t('center.paymentPassword.title')}</h3>
      <p>{isSet ? t('center.paymentPassword.isSet') : t('center.paymentPassword.notSet')}</p>
      <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={isSet ? t('center.paymentPassword.current') : t('center.paymentPassword.loginPassword')} error={errors[currentField]}>
          <input type="password" autoComplete={isSet ? 'off' : 'current-password'} {...form.register(currentField)} />
        </Field>
        <Field label={t('center.paymentPassword.new')} error={errors.newPaymentPassword} hint={rule?.hint}>
          <input type="password" autoComplete="off" {...form.register('newPaymentPassword')} />
        </Field>
        <Field label={t('center.paymentPassword.confirm')} error={errors.confirmPaymentPassword}>
          <input type="password" autoComplete="off" {...form.register('confirmPaymentPassword')} />
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
