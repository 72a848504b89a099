import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { redeemPayloadSchema, type Reward } from '../../contract/points.ts';
import { fieldMessages } from '../../ui/form-errors.ts';
import { useText } from '../../ui/text.tsx';
import { Field } from '../../ui/Field.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useAction } from '../../ui/useAction.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { getRewards, redeemReward } from './api.ts';
import { formatPoints } from './format.ts';

/** The live items (stock as it is now) and the redeem form of the one chosen. */
export function RedeemSection({ round, onRedeemed }: { round: number; onRedeemed: () => void }) {
  const { t, locale } = useText();
  const rewards = useLoad(getRewards, String(round));
  const [chosen, setChosen] = useState<Reward | null>(null);
  const [done, setDone] = useState('');

  return (
    <section aria-labelledby="pm-redeem">
      <h3 id="pm-redeem">{t('points.mall.rewards')}</h3>
      <Loading state={rewards}>
        {(items) =>
          items.length === 0 ? (
            <p className="mc-empty">{t('points.mall.noItems')}</p>
          ) : (
            <ul className="pm-items">
              {items.map((item) => (
                <li key={item.id} className="pm-item">
                  <img src={item.picture} alt="" width="120" height="80" loading="lazy" />
                  <p className="pm-item__name">{item.name}</p>
                  <p>{t('points.mall.cost', { points: formatPoints(item.points, locale) })}</p>
                  <p className="mc-field__hint">
                    {t('points.mall.stock', { stock: formatPoints(item.stock, locale) })}
                    {item.perMemberLimit !== null && ` · ${t('points.mall.limit', { limit: item.perMemberLimit })}`}
                  </p>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    disabled={item.stock === 0}
                    aria-label={t('points.mall.chooseItem', { item: item.name })}
                    onClick={() => {
                      setDone('');
                      setChosen(item);
                    }}
                  >
                    {item.stock === 0 ? t('points.mall.soldOut') : t('points.mall.choose')}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
      <Notice kind="success">{done}</Notice>
      {chosen && (
        <RedeemForm
          key={chosen.id}
          item={chosen}
          onCancel={() => setChosen(null)}
          onDone={(message) => {
            setChosen(null);
            setDone(message);
            onRedeemed();
          }}
        />
      )}
    </section>
  );
}

/** Typed fields of the redeem form, checked with the contract's payload shape before anything is sent. */
function redeemFormSchema(field: 'receivingAddress' | 'paidAccount', quantityRange: string) {
  const { quantity, paymentPassword } = redeemPayloadSchema.shape;
  return z.object({
    quantity: z
      .string()
      .trim()
      .superRefine((text, context) => {
        if (!/^\d{1,3}$/.test(text) || !quantity.safeParse(Number(text)).success) context.addIssue({ code: 'custom', message: quantityRange });
      }),
    // The item's delivery decides which one it asks for; that one is required.
    destination: redeemPayloadSchema.shape[field].unwrap().pipe(z.string().min(1)),
    paymentPassword,
  });
}

function RedeemForm({ item, onCancel, onDone }: { item: Reward; onCancel: () => void; onDone: (message: string) => void }) {
  const { t, locale } = useText();
  const action = useAction();
  const field = item.delivery === 'address' ? 'receivingAddress' : 'paidAccount';
  const schema = useMemo(() => redeemFormSchema(field, t('points.redeem.quantityRange')), [field, t]);
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { quantity: '1', destination: '', paymentPassword: '' } });
  const typed = fieldMessages(form, t, {}, ['quantity']);
  const errors = { ...action.errors, ...typed, ...(typed.destination ? { [field]: typed.destination } : {}) };
  const quantityText = form.watch('quantity').trim();
  const count = /^\d{1,3}$/.test(quantityText) ? Number(quantityText) : 0;

  const submit = form.handleSubmit(async (fields) => {
    const details = { itemId: item.id, quantity: Number(fields.quantity), [field]: fields.destination.trim() };
    const result = await action.run(details, (idempotencyKey) => redeemReward({ ...details, paymentPassword: fields.paymentPassword, idempotencyKey }));
    if (result) onDone(t('points.redeem.done', { item: item.name }));
  });

  return (
    <form className="mc-form pm-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="pm-redeem-title">
      <h4 id="pm-redeem-title">{t('points.redeem.formTitle', { item: item.name })}</h4>
      <Field label={t('points.redeem.quantity')} error={errors.quantity}>
        <input type="text" inputMode="numeric" autoComplete="off" {...form.register('quantity')} />
      </Field>
      {item.delivery === 'address' ? (
        <Field label={t('points.redeem.address')} error={errors.receivingAddress}>
          <textarea rows={2} maxLength={300} autoComplete="street-address" {...form.register('destination')} />
        </Field>
      ) : (
        <Field label={t('points.redeem.account')} hint={t('points.redeem.accountHint')} error={errors.paidAccount}>
          <input type="text" maxLength={100} autoComplete="off" {...form.register('destination')} />
        </Field>
      )}
      <Field label={t('center.paymentPassword.label')} error={errors.paymentPassword}>
        <input type="password" autoComplete="off" {...form.register('paymentPassword')} />
      </Field>
      <p>{t('points.redeem.total', { points: formatPoints(item.points * Math.max(count, 1), locale) })}</p>
      <Notice kind="error">{action.message}</Notice>
      <div className="pm-form__actions">
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {t('points.redeem.submit')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('points.redeem.cancel')}
        </button>
      </div>
    </form>
  );
}
