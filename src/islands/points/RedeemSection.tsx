import { useState, type FormEvent } from 'react';
import type { Reward } from '../../contract/points.ts';
import { useText } from '../member/i18n.tsx';
import { Field } from '../member/ui/Field.tsx';
import { Loading } from '../member/ui/Loading.tsx';
import { Notice } from '../member/ui/Notice.tsx';
import { useAction } from '../member/useAction.ts';
import { useLoad } from '../member/useLoad.ts';
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

function RedeemForm({ item, onCancel, onDone }: { item: Reward; onCancel: () => void; onDone: (message: string) => void }) {
  const { t, locale } = useText();
  const action = useAction();
  const [quantity, setQuantity] = useState('1');
  const [destination, setDestination] = useState('');
  const [password, setPassword] = useState('');
  const field = item.delivery === 'address' ? 'receivingAddress' : 'paidAccount';
  const count = /^\d{1,3}$/.test(quantity.trim()) ? Number(quantity) : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (count < 1 || count > 100) errors.quantity = t('points.redeem.quantityRange');
    if (!destination.trim()) errors[field] = t('center.required');
    if (!password) errors.paymentPassword = t('center.required');
    if (Object.keys(errors).length > 0) return action.refuse(errors);
    const details = { itemId: item.id, quantity: count, [field]: destination.trim() };
    const result = await action.run(details, (idempotencyKey) => redeemReward({ ...details, paymentPassword: password, idempotencyKey }));
    if (result) onDone(t('points.redeem.done', { item: item.name }));
  };

  return (
    <form className="mc-form pm-form" onSubmit={submit} noValidate aria-labelledby="pm-redeem-title">
      <h4 id="pm-redeem-title">{t('points.redeem.formTitle', { item: item.name })}</h4>
      <Field label={t('points.redeem.quantity')} error={action.errors.quantity}>
        <input type="text" inputMode="numeric" autoComplete="off" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      </Field>
      {item.delivery === 'address' ? (
        <Field label={t('points.redeem.address')} error={action.errors.receivingAddress}>
          <textarea rows={2} maxLength={300} autoComplete="street-address" value={destination} onChange={(event) => setDestination(event.target.value)} />
        </Field>
      ) : (
        <Field label={t('points.redeem.account')} hint={t('points.redeem.accountHint')} error={action.errors.paidAccount}>
          <input type="text" maxLength={100} autoComplete="off" value={destination} onChange={(event) => setDestination(event.target.value)} />
        </Field>
      )}
      <Field label={t('center.paymentPassword.label')} error={action.errors.paymentPassword}>
        <input type="password" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} />
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
