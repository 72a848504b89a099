import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { limitKinds, limitPeriods } from '../../../../contract/protection.ts';
import { $limitAction, changeLimit } from '../../../../stores/protection.ts';
import { fieldMessages } from '../../../../ui/form-errors.ts';
import { useText } from '../../../../ui/text.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Notice } from '../../../../ui/Notice.tsx';
import { failureMessage } from '../../../../ui/useAction.ts';
import { limitFormSchema, type LimitFields } from './protection-fields.ts';

/** Sets, lowers, raises or removes (empty value) one limit; the store sends it ($limitAction). */
export function LimitForm() {
  const { t } = useText();
  const action = useStore($limitAction);
  const form = useForm<LimitFields>({ resolver: zodResolver(limitFormSchema), defaultValues: { kind: 'deposit', period: 'day', value: '' } });
  const kind = form.watch('kind');
  const invalidKey = kind === 'session' ? 'center.protection.invalidMinutes' : 'center.protection.invalid';
  const checked = fieldMessages(form, t, { value: invalidKey });
  const invalid = action.problems.value ? t(invalidKey) : checked.value;

  // The store checks the same value again and owns the sending; the form only gathers and words.
  const submit = form.handleSubmit(async (fields) => {
    if (await changeLimit(fields)) form.reset({ ...fields, value: '' });
  });

  return (
    <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field label={t('center.protection.kind')}>
        <select {...form.register('kind')}>
          {limitKinds.map((option) => (
            <option key={option} value={option}>
              {t(`center.protection.kind.${option}`)}
            </option>
          ))}
        </select>
      </Field>
      {kind !== 'session' && (
        <Field label={t('center.protection.period')}>
          <select {...form.register('period')}>
            {limitPeriods.map((option) => (
              <option key={option} value={option}>
                {t(`center.protection.period.${option}`)}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label={t(kind === 'session' ? 'center.protection.minutes' : 'center.protection.amount')} error={invalid}>
        <input inputMode={kind === 'session' ? 'numeric' : 'decimal'} autoComplete="off" {...form.register('value')} />
      </Field>
      <Notice kind="error">{action.failure ? failureMessage(action.failure, t) : ''}</Notice>
      {action.done && <Notice kind="success">{t('center.protection.saved')}</Notice>}
      <button type="submit" className="btn btn--primary" disabled={action.pending}>
        {t('center.protection.save')}
      </button>
    </form>
  );
}
