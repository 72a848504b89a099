import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { selfExclusionDays, timeoutDays } from '../../../../contract/protection.ts';
import { $exclusionAction, startExclusion } from '../../../../stores/protection.ts';
import { fieldMessages } from '../../../../ui/form-errors.ts';
import { useText } from '../../../../ui/text.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Notice } from '../../../../ui/Notice.tsx';
import { failureMessage } from '../../../../ui/useAction.ts';
import { exclusionChoiceOf, exclusionFormSchema, type ExclusionFields } from './protection-fields.ts';

/** A time-out or a self-exclusion, confirmed with the payment password; the store sends it ($exclusionAction). */
export function ExclusionForm() {
  const { t } = useText();
  const action = useStore($exclusionAction);
  const form = useForm<ExclusionFields>({
    resolver: zodResolver(exclusionFormSchema),
    defaultValues: { length: 'timeout', days: '7', paymentPassword: '', understood: false },
  });
  const checked = fieldMessages(form, t, {
    days: 'center.protection.exclusion.daysInvalid',
    paymentPassword: 'center.required',
    understood: 'center.protection.exclusion.understandRequired',
  });
  const submit = form.handleSubmit(async (fields) => {
    await startExclusion(exclusionChoiceOf(fields), fields.paymentPassword);
  });

  const fields = action.failure?.fields ?? {};
  const daysError = action.problems.days ? t('center.protection.exclusion.daysInvalid') : checked.days;
  const passwordError = action.problems.paymentPassword ? t('center.required') : (checked.paymentPassword ?? fields.paymentPassword);
  return (
    <section aria-labelledby="mc-exclusion">
      <h3 id="mc-exclusion">{t('center.protection.exclusion.title')}</h3>
      <p className="mc-notice mc-notice--info">{t('center.protection.exclusion.warning')}</p>
      <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('center.protection.exclusion.length')}>
          <select {...form.register('length')}>
            <option value="timeout">{t('center.protection.exclusion.timeout')}</option>
            {selfExclusionDays.map((option) => (
              <option key={option} value={option}>
                {`${t('center.protection.exclusion.self')} · ${t(`center.protection.exclusion.${option}`)}`}
              </option>
            ))}
            <option value="permanent">{`${t('center.protection.exclusion.self')} · ${t('center.protection.exclusion.permanent')}`}</option>
          </select>
        </Field>
        {form.watch('length') === 'timeout' && (
          <Field label={t('center.protection.exclusion.days')} error={daysError}>
            <input type="number" min={timeoutDays.min} max={timeoutDays.max} step={1} {...form.register('days')} />
          </Field>
        )}
        <Field label={t('center.protection.exclusion.paymentPassword')} error={passwordError}>
          <input type="password" autoComplete="off" {...form.register('paymentPassword')} />
        </Field>
        <label className="mc-check">
          <input type="checkbox" {...form.register('understood')} />
          {t('center.protection.exclusion.understand')}
        </label>
        {checked.understood && <Notice kind="error">{checked.understood}</Notice>}
        <Notice kind="error">{action.failure && !fields.paymentPassword ? failureMessage(action.failure, t) : ''}</Notice>
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {t('center.protection.exclusion.submit')}
        </button>
      </form>
    </section>
  );
}
