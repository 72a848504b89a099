import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../lib/format-money.ts';
import type { ConvertValue } from '../../contract/points.ts';
import { useText } from '../member/i18n.tsx';
import { Field } from '../member/ui/Field.tsx';
import { Notice } from '../member/ui/Notice.tsx';
import { useAction } from '../member/useAction.ts';
import { useLoad } from '../member/useLoad.ts';
import { convertPoints, getPointsConfig } from './api.ts';
import { formatPoints, readPoints } from './format.ts';

/** Points to wallet balance at the operator's rate, confirmed with the payment password; the header balance follows (useAction money). */
export function ConvertForm({ onConverted }: { onConverted: () => void }) {
  const { t, locale } = useText();
  const config = useLoad(getPointsConfig);
  const action = useAction({ money: true });
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<ConvertValue | null>(null);
  const wanted = readPoints(points);
  const conversion = config.data?.conversion;
  const symbol = config.data?.currency.symbol ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const errors: Record<string, string> = {};
    if (wanted === null) errors.points = t('points.convert.whole');
    else if (conversion && wanted < conversion.minimumPoints) errors.points = t('points.error.minimum', { points: formatPoints(conversion.minimumPoints, locale) });
    if (!password) errors.paymentPassword = t('center.required');
    if (wanted === null || Object.keys(errors).length > 0) return action.refuse(errors);
    const result = await action.run({ points: wanted }, (idempotencyKey) => convertPoints({ points: wanted, paymentPassword: password, idempotencyKey }));
    if (result) {
      setDone(result);
      setPoints('');
      setPassword('');
      onConverted();
    }
  };

  return (
    <section aria-labelledby="pm-convert">
      <h3 id="pm-convert">{t('points.convert.title')}</h3>
      <form className="mc-form pm-form" onSubmit={submit} noValidate>
        <Field
          label={t('points.convert.points')}
          error={action.errors.points}
          hint={conversion && wanted !== null ? t('points.convert.preview', { amount: `${symbol}${formatMoney(wanted * conversion.amountPerPoint, locale)}` }) : undefined}
        >
          <input type="text" inputMode="numeric" autoComplete="off" value={points} onChange={(event) => setPoints(event.target.value)} />
        </Field>
        <Field label={t('center.paymentPassword.label')} error={action.errors.paymentPassword}>
          <input type="password" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        <Notice kind="error">{action.message}</Notice>
        {done && (
          <Notice kind="success">
            {t('points.convert.done', {
              points: formatPoints(done.redemption.points, locale),
              amount: `${symbol}${formatMoney(done.redemption.amount, locale)}`,
              left: formatPoints(done.points, locale),
              balance: `${symbol}${formatMoney(done.balance, locale)}`,
            })}
          </Notice>
        )}
        <button type="submit" className="btn btn--primary" disabled={action.pending}>
          {t('points.convert.submit')}
        </button>
      </form>
    </section>
  );
}
