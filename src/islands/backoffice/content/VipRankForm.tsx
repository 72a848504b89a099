import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { opsVipRankChangeSchema, type OpsVipRankChange, type opsVipRankSchema } from '../../../contract/promotions.ts';
import { locales } from '../../../i18n/locales.ts';
import { Field } from '../../../ui/Field.tsx';
import { useText } from '../../../ui/text.tsx';
import { useToastedAction } from '../../../ui/useToastedAction.ts';
import { useBackofficeText } from '../i18n.tsx';
import { saveVipRank } from './api.ts';
import { errorOf } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';

export type VipRank = z.infer<typeof opsVipRankSchema>;
type VipRankFormInput = z.input<typeof opsVipRankChangeSchema>;

/**
 * One rank changed: its name, the deposits and valid bets that reach it, its rank-up reward and its
 * benefits in each language. Members' ranks follow at their next look, over the VIP period of the settings.
 */
export function VipRankForm({ rank, onSaved, onCancel }: { rank: VipRank; onSaved: () => void; onCancel: () => void }) {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const { level: _level, ...fields } = rank;
  const form = useForm<VipRankFormInput, unknown, OpsVipRankChange>({
    resolver: zodResolver(opsVipRankChangeSchema),
    defaultValues: { ...fields, reason: '' },
  });
  const error = (path: string) => errorOf(form, kit, path);
  const { run } = useToastedAction();

  const submit = form.handleSubmit(async (input) => {
    const done = await run(
      () => saveVipRank(rank.level, input),
      (saved) => t('backoffice.vip.saved', { name: saved.name }),
    );
    if (done) onSaved();
  });

  return (
    <form className="mc-form bo-content-form" aria-labelledby="bo-vip-rank-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="bo-vip-rank-form">{t('backoffice.notices.editOf', { title: rank.name })}</h2>
      <Field label={t('backoffice.vip.name')} hint={t('backoffice.vip.nameHint')} error={error('name')}>
        <input autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={t('backoffice.vip.minDeposits')} hint={t('backoffice.vip.thresholdHint')} error={error('minDeposits')}>
        <input type="number" step="0.01" min="0" {...form.register('minDeposits', { valueAsNumber: true })} />
      </Field>
      <Field label={t('backoffice.vip.minValidBets')} error={error('minValidBets')}>
        <input type="number" step="0.01" min="0" {...form.register('minValidBets', { valueAsNumber: true })} />
      </Field>
      <Field label={t('backoffice.vip.rankUpReward')} hint={t('backoffice.vip.rankUpRewardHint')} error={error('rankUpReward')}>
        <input type="number" step="0.01" min="0" {...form.register('rankUpReward', { valueAsNumber: true })} />
      </Field>
      {locales.map((locale) => (
        <fieldset key={locale} className="bo-content-form__language">
          <legend>{t(`backoffice.content.language.${locale}`)}</legend>
          <Field label={t('backoffice.vip.benefits')} error={error(`benefits.${locale}`)}>
            <textarea rows={2} {...form.register(`benefits.${locale}`)} />
          </Field>
        </fieldset>
      ))}
      <FormEnd
        reason={form.register('reason')}
        error={error('reason')}
        submit={t('backoffice.vip.save')}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
