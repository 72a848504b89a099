import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { deliveryKinds, opsRewardCreateSchema, opsRewardUpdateSchema, type OpsReward, type OpsRewardUpdate } from '../../../contract/points.ts';
import { locales } from '../../../i18n/locales.ts';
import { Field } from '../../../ui/Field.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { useText } from '../../../ui/text.tsx';
import { useToastSubmit } from '../../../ui/useToastSubmit.ts';
import { useBackofficeText } from '../i18n.tsx';
import { saveReward } from './api.ts';
import { errorOf, numberOrNull } from './form-fields.ts';
import { FormEnd } from './FormEnd.tsx';

type RewardFormInput = z.input<typeof opsRewardCreateSchema>;
type RewardPayload = OpsRewardUpdate & { stock?: number | undefined };
/** Changing an item sends no stock: restocks and redemptions alone move it (the update schema has none). */
const editSchema = opsRewardUpdateSchema.extend({ stock: z.number().transform(() => undefined) });
const resolverOf = (editing: boolean): Resolver<RewardFormInput, unknown, RewardPayload> =>
  editing ? zodResolver(editSchema) : zodResolver(opsRewardCreateSchema);

function defaultsOf(reward: OpsReward | null): RewardFormInput {
  return {
    code: reward?.code ?? '',
    name: reward ? { ...reward.name } : { en: '', pt: '', tl: '' },
    picture: reward?.picture ?? '',
    points: reward?.points ?? 100,
    stock: reward?.stock ?? 0,
    perMemberLimit: reward?.perMemberLimit ?? null,
    delivery: reward?.delivery ?? 'address',
    enabled: reward?.enabled ?? true,
    sortOrder: reward?.sortOrder ?? 0,
    reason: '',
  };
}

/** An item's name in the page's language, English where that one is missing. */
export const rewardNameOf = (reward: Pick<OpsReward, 'name' | 'code'>, locale: string) =>
  reward.name[locale as keyof OpsReward['name']] || reward.name.en || reward.code;

/** A picture the contract would take, so the preview never asks for something the server refuses. */
const showable = (picture: string) => opsRewardCreateSchema.shape.picture.safeParse(picture).success;

/**
 * An item of the points mall, new or changed, checked by the contract's own schema before it is
 * sent: its code, its name in each language, its picture (a path on this site or an https address,
 * shown as the mall shows it), its price in points, the most one member may redeem, how it is
 * delivered, whether members see it and where it stands. A new item takes its first stock; after
 * that the stock moves by restocks and redemptions only.
 */
export function RewardForm({ reward, onSaved, onCancel }: { reward: OpsReward | null; onSaved: () => void; onCancel: () => void }) {
  const { t: kit, locale } = useText();
  const t = useBackofficeText();
  const form = useForm<RewardFormInput, unknown, RewardPayload>({
    resolver: resolverOf(reward !== null),
    defaultValues: defaultsOf(reward),
  });
  const error = (path: string) => errorOf(form, kit, path);
  // A blank name in any language is the name's own finding: it is shown under each blank one.
  const nameError = (language: (typeof locales)[number]) =>
    error(`name.${language}`) ?? (error('name') && form.getValues(`name.${language}`).trim() === '' ? kit('center.required') : undefined);
  const picture = form.watch('picture');
  const title = reward ? t('backoffice.points.editOf', { name: rewardNameOf(reward, locale) }) : t('backoffice.points.new');

  const submit = useToastSubmit(form, async (input) => {
    const saved = await saveReward(reward?.id ?? null, input);
    onSaved();
    return t('backoffice.points.saved', { name: rewardNameOf(saved, locale) });
  });

  return (
    <form className="mc-form bo-content-form" aria-labelledby="bo-reward-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id="bo-reward-form">{title}</h2>
      <Field label={t('backoffice.promotions.code')} hint={t('backoffice.points.codeHint')} error={error('code')}>
        <input autoComplete="off" {...form.register('code')} />
      </Field>
      {locales.map((language) => (
        <Field key={language} label={t('backoffice.points.nameIn', { language: t(`backoffice.content.language.${language}`) })} error={nameError(language)}>
          <input lang={language} {...form.register(`name.${language}`)} />
        </Field>
      ))}
      <Field label={t('backoffice.points.picture')} hint={t('backoffice.points.pictureHint')} error={error('picture')}>
        <input autoComplete="off" {...form.register('picture')} />
      </Field>
      {showable(picture) && (
        <figure className="bo-reward-picture">
          <img src={picture.trim()} alt="" width="120" height="80" />
          <figcaption className="mc-field__hint">{t('backoffice.points.picturePreview')}</figcaption>
        </figure>
      )}
      <Field label={t('backoffice.points.price')} error={error('points')}>
        <input type="number" step="1" min="1" {...form.register('points', { valueAsNumber: true })} />
      </Field>
      {reward ? (
        <p className="bo-muted">{t('backoffice.points.stockNow', { stock: reward.stock })}</p>
      ) : (
        <Field label={t('backoffice.points.firstStock')} error={error('stock')}>
          <input type="number" step="1" min="0" {...form.register('stock', { valueAsNumber: true })} />
        </Field>
      )}
      <Field label={t('backoffice.points.perMemberLimit')} hint={t('backoffice.points.perMemberLimitHint')} error={error('perMemberLimit')}>
        <input type="number" step="1" min="1" {...form.register('perMemberLimit', { setValueAs: numberOrNull })} />
      </Field>
      <SelectField
        label={t('backoffice.points.delivery')}
        registration={form.register('delivery')}
        options={deliveryKinds}
        optionLabel={(option) => t(`backoffice.points.delivery.${option}`)}
      />
      <Field label={t('backoffice.promotions.sortOrder')} hint={t('backoffice.promotions.sortOrderHint')} error={error('sortOrder')}>
        <input type="number" step="1" {...form.register('sortOrder', { valueAsNumber: true })} />
      </Field>
      <label className="bo-check">
        <input type="checkbox" {...form.register('enabled')} />
        {t('backoffice.notices.enabled')}
      </label>
      <FormEnd
        reason={form.register('reason')}
        error={error('reason')}
        submit={t(reward ? 'backoffice.points.saveItem' : 'backoffice.points.createItem')}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}
