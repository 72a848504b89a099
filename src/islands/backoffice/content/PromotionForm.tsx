import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { categoryIds, promotionTypes } from '../../../content/schemas.ts';
import { opsPromotionCreateSchema, promotionKinds, type OpsPromotionCreate } from '../../../contract/promotions.ts';
import { locales } from '../../../i18n/locales.ts';
import { Field } from '../../../ui/Field.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { useText } from '../../../ui/text.tsx';
import { useToastSubmit } from '../../../ui/useToastSubmit.ts';
import { useBackofficeText } from '../i18n.tsx';
import { createPromotion } from './api.ts';
import { errorOf, localInputOf, localInstant, optionalChoice, optionalNumber } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';

/** The contract's create schema, its start and end typed on the operator's clock. */
const promotionFormSchema = opsPromotionCreateSchema.extend({
  startsAt: localInstant.pipe(opsPromotionCreateSchema.shape.startsAt),
  endsAt: localInstant.pipe(opsPromotionCreateSchema.shape.endsAt),
});
type PromotionFormInput = z.input<typeof promotionFormSchema>;

const day = 86_400_000;
const empty = { en: '', pt: '', tl: '' };

function defaults(): PromotionFormInput {
  const now = Date.now();
  return {
    code: '',
    kind: 'reload',
    type: 'NEW',
    title: { ...empty },
    summary: { ...empty },
    body: { ...empty },
    image: '/art/promotions/welcome-first-deposit.svg',
    rules: { percent: 0, minBase: 0, turnover: 0, turnoverIncludesDeposit: false, claimDays: 7 },
    startsAt: localInputOf(new Date(now)),
    endsAt: localInputOf(new Date(now + 30 * day)),
    sortOrder: 0,
    reason: '',
  };
}

/**
 * A new promotion from a form: the contract's own schema checks every field before it is sent, the
 * texts in each language side by side, the rules that matter for its kind, and the reason on record.
 */
export function PromotionForm({ onCreated, onCancel }: { onCreated: (code: string) => void; onCancel: () => void }) {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const form = useForm<PromotionFormInput, unknown, OpsPromotionCreate>({ resolver: zodResolver(promotionFormSchema), defaultValues: defaults() });
  const kind = form.watch('kind');
  const error = (path: string) => errorOf(form, kit, path);
  const settles = kind === 'cashback' || kind === 'rebate';

  const submit = useToastSubmit(form, async (input) => {
    const created = await createPromotion(input);
    onCreated(created.code);
    return t('backoffice.promotions.created', { code: created.code });
  });

  return (
    <form className="mc-form bo-content-form" aria-labelledby="bo-promotion-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="bo-promotion-form">{t('backoffice.promotions.new')}</h2>
      <Field label={t('backoffice.promotions.code')} hint={t('backoffice.promotions.codeHint')} error={error('code')}>
        <input autoComplete="off" {...form.register('code')} />
      </Field>
      <SelectField
        label={t('backoffice.promotions.kind')}
        registration={form.register('kind')}
        options={promotionKinds}
        optionLabel={(option) => t(`backoffice.promotions.kind.${option}`)}
      />
      <SelectField
        label={t('backoffice.promotions.type')}
        hint={t('backoffice.promotions.typeHint')}
        registration={form.register('type')}
        options={promotionTypes}
      />
      {locales.map((locale) => (
        <fieldset key={locale} className="bo-content-form__language">
          <legend>{t(`backoffice.content.language.${locale}`)}</legend>
          <Field label={t('backoffice.promotions.title')} error={error(`title.${locale}`)}>
            <input {...form.register(`title.${locale}`)} />
          </Field>
          <Field label={t('backoffice.promotions.summary')} error={error(`summary.${locale}`)}>
            <input {...form.register(`summary.${locale}`)} />
          </Field>
          <Field label={t('backoffice.promotions.body')} error={error(`body.${locale}`)}>
            <textarea rows={3} {...form.register(`body.${locale}`)} />
          </Field>
        </fieldset>
      ))}
      <Field label={t('backoffice.promotions.image')} hint={t('backoffice.promotions.imageHint')} error={error('image')}>
        <input {...form.register('image')} />
      </Field>
      <fieldset className="bo-content-form__rules">
        <legend>{t('backoffice.promotions.rules')}</legend>
        {kind === 'application' ? (
          <Field label={t('backoffice.promotions.amount')} error={error('rules.amount')}>
            <input type="number" step="0.01" min="0" {...form.register('rules.amount', { setValueAs: optionalNumber })} />
          </Field>
        ) : (
          <>
            <Field
              label={t('backoffice.promotions.percent')}
              hint={t(`backoffice.promotions.percentHint.${settles ? 'settled' : 'deposit'}`)}
              error={error('rules.percent')}
            >
              <input type="number" step="0.01" min="0" {...form.register('rules.percent', { valueAsNumber: true })} />
            </Field>
            <Field label={t('backoffice.promotions.cap')} hint={t('backoffice.promotions.capHint')} error={error('rules.cap')}>
              <input type="number" step="0.01" min="0" {...form.register('rules.cap', { setValueAs: optionalNumber })} />
            </Field>
            <Field label={t('backoffice.promotions.minBase')} error={error('rules.minBase')}>
              <input type="number" step="0.01" min="0" {...form.register('rules.minBase', { valueAsNumber: true })} />
            </Field>
          </>
        )}
        {settles && (
          <SelectField
            label={t('backoffice.promotions.category')}
            registration={form.register('rules.category', { setValueAs: optionalChoice })}
            options={categoryIds}
            empty={t('backoffice.promotions.anyCategory')}
          />
        )}
        <Field label={t('backoffice.promotions.turnover')} hint={t('backoffice.promotions.turnoverHint')} error={error('rules.turnover')}>
          <input type="number" step="1" min="0" {...form.register('rules.turnover', { valueAsNumber: true })} />
        </Field>
        {(kind === 'first-deposit' || kind === 'reload') && (
          <label className="bo-check">
            <input type="checkbox" {...form.register('rules.turnoverIncludesDeposit')} />
            {t('backoffice.promotions.turnoverIncludesDeposit')}
          </label>
        )}
        <Field label={t('backoffice.promotions.claimDays')} error={error('rules.claimDays')}>
          <input type="number" step="1" min="1" {...form.register('rules.claimDays', { valueAsNumber: true })} />
        </Field>
      </fieldset>
      <Field label={t('backoffice.promotions.startsAt')} error={error('startsAt')}>
        <input type="datetime-local" {...form.register('startsAt')} />
      </Field>
      <Field label={t('backoffice.promotions.endsAt')} error={error('endsAt')}>
        <input type="datetime-local" {...form.register('endsAt')} />
      </Field>
      <Field label={t('backoffice.promotions.sortOrder')} hint={t('backoffice.promotions.sortOrderHint')} error={error('sortOrder')}>
        <input type="number" step="1" {...form.register('sortOrder', { valueAsNumber: true })} />
      </Field>
      <FormEnd
        reason={form.register('reason')}
        error={error('reason')}
        submit={t('backoffice.promotions.create')}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
