import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useForm } from 'react-hook-form';
import { $realityAction, saveRealityInterval } from '../../../../stores/protection.ts';
import { fieldMessages } from '../../../../ui/form-errors.ts';
import { useText } from '../../../../ui/text.tsx';
import { Field } from '../../../../ui/Field.tsx';
import { Notice } from '../../../../ui/Notice.tsx';
import { failureMessage } from '../../../../ui/useAction.ts';
import { realityFormSchema, type RealityFields } from './protection-fields.ts';

/** How often the reality check interrupts play; the store sends it ($realityAction). */
export function RealityForm({ minutes }: { minutes: number }) {
  const { t } = useText();
  const action = useStore($realityAction);
  const form = useForm<RealityFields>({ resolver: zodResolver(realityFormSchema), defaultValues: { minutes: String(minutes) } });
  const checked = fieldMessages(form, t, { minutes: 'center.protection.reality.invalid' });
  const submit = form.handleSubmit(async (fields) => {
    await saveRealityInterval(fields.minutes);
  });

  return (
    <section aria-labelledby="mc-reality">
      <h3 id="mc-reality">{t('center.protection.reality.title')}</h3>
      <p>{t('center.protection.reality.intro')}</p>
      <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('center.protection.reality.minutes')} error={action.problems.minutes ? t('center.protection.reality.invalid') : checked.minutes}>
          <input type="number" min={10} max={240} step={1} {...form.register('minutes')} />
        </Field>
        <Notice kind="error">{action.failure ? failureMessage(action.failure, t) : ''}</Notice>
        {action.done && <Notice kind="success">{t('center.protection.reality.saved')}</Notice>}
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {t('center.protection.reality.save')}
        </button>
      </form>
    </section>
  );
}
