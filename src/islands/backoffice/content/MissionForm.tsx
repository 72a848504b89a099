import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { categoryIds } from '../../../content/schemas.ts';
import { missionMetrics, missionPeriods, moneyMetrics, opsMissionCreateSchema, type OpsMissionCreate } from '../../../contract/promotions.ts';
import { locales } from '../../../i18n/locales.ts';
import { Field } from '../../../ui/Field.tsx';
import { useText } from '../../../ui/text.tsx';
import { useToastedAction } from '../../../ui/useToastedAction.ts';
import { useBackofficeText } from '../i18n.tsx';
import { createMission } from './api.ts';
import { errorOf, optionalChoice, optionalNumber } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';

/**
 * The contract's create schema and two rules it leaves to the server or to the reader: bets in a
 * category name the category (the server refuses otherwise), and the English title is there, since
 * members of a language left blank see it.
 */
const missionFormSchema = opsMissionCreateSchema.superRefine((input, context) => {
  if (input.metric === 'category-bets' && !input.category) context.addIssue({ code: 'custom', path: ['category'], message: 'required' });
  if (!input.title.en.trim()) context.addIssue({ code: 'custom', path: ['title', 'en'], message: 'required' });
});
type MissionFormInput = z.input<typeof missionFormSchema>;

// No target and no reward: the operator types them, and an empty one says "required".
const defaults: DefaultValues<MissionFormInput> = {
  code: '',
  period: 'daily',
  metric: 'bet-amount',
  turnover: 1,
  title: { en: '', pt: '', tl: '' },
  sortOrder: 0,
  reason: '',
};

/** A new mission: what counts towards it over a day or a week, the target, the reward, and its title in each language. */
export function MissionForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const form = useForm<MissionFormInput, unknown, OpsMissionCreate>({ resolver: zodResolver(missionFormSchema), defaultValues: defaults });
  const error = (path: string) => errorOf(form, kit, path);
  const { run } = useToastedAction();
  const metric = form.watch('metric');

  const submit = form.handleSubmit(async (input) => {
    const done = await run(
      () => createMission(input),
      (created) => t('backoffice.missions.created', { code: created.code }),
    );
    if (done) onCreated();
  });

  return (
    <form className="mc-form bo-content-form" aria-labelledby="bo-mission-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="bo-mission-form">{t('backoffice.missions.new')}</h2>
      <Field label={t('backoffice.promotions.code')} hint={t('backoffice.missions.codeHint')} error={error('code')}>
        <input autoComplete="off" {...form.register('code')} />
      </Field>
      <Field label={t('backoffice.missions.period')} hint={t('backoffice.missions.periodHint')}>
        <select {...form.register('period')}>
          {missionPeriods.map((option) => (
            <option key={option} value={option}>
              {t(`backoffice.missions.period.${option}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('backoffice.missions.metric')}>
        <select {...form.register('metric')}>
          {missionMetrics.map((option) => (
            <option key={option} value={option}>
              {t(`backoffice.missions.metric.${option}`)}
            </option>
          ))}
        </select>
      </Field>
      {/* Unregistered when hidden: another metric sends no category. */}
      {metric === 'category-bets' && (
        <Field label={t('backoffice.promotions.category')} error={error('category')}>
          <select {...form.register('category', { setValueAs: optionalChoice, shouldUnregister: true })}>
            <option value="">{t('backoffice.missions.chooseCategory')}</option>
            {categoryIds.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field
        label={t('backoffice.missions.target')}
        hint={t(`backoffice.missions.targetHint.${moneyMetrics.includes(metric) ? 'money' : 'count'}`)}
        error={error('target')}
      >
        <input type="number" step="any" min="0" {...form.register('target', { setValueAs: optionalNumber })} />
      </Field>
      <Field label={t('backoffice.promotions.reward')} hint={t('backoffice.missions.rewardHint')} error={error('reward')}>
        <input type="number" step="0.01" min="0" {...form.register('reward', { setValueAs: optionalNumber })} />
      </Field>
      <Field label={t('backoffice.missions.turnover')} hint={t('backoffice.promotions.turnoverHint')} error={error('turnover')}>
        <input type="number" step="1" min="0" {...form.register('turnover', { valueAsNumber: true })} />
      </Field>
      {locales.map((locale) => (
        <fieldset key={locale} className="bo-content-form__language">
          <legend>{t(`backoffice.content.language.${locale}`)}</legend>
          <Field label={t('backoffice.promotions.title')} error={error(`title.${locale}`)}>
            <input {...form.register(`title.${locale}`)} />
          </Field>
        </fieldset>
      ))}
      <Field label={t('backoffice.promotions.sortOrder')} hint={t('backoffice.promotions.sortOrderHint')} error={error('sortOrder')}>
        <input type="number" step="1" {...form.register('sortOrder', { valueAsNumber: true })} />
      </Field>
      <FormEnd
        reason={form.register('reason')}
        error={error('reason')}
        submit={t('backoffice.missions.create')}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
