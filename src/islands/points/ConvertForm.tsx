import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '../../lib/format-money.ts';
import { toAmount } from '../../contract/money.ts';
import { convertedMinorUnits } from '../../contract/points-conversion.ts';
import { convertPayloadSchema, type ConvertValue } from '../../contract/points.ts';
import { fieldMessages } from '../../ui/form-errors.ts';
import { useText } from '../../ui/text.tsx';
import { Field } from '../../ui/Field.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { useAction } from '../../ui/useAction.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { convertPoints, getPointsConfig } from './api.ts';
import { formatPoints, readPoints } from './format.ts';

/** Points to wallet balance at the operator's rate, confirmed with the payment password; the header balance follows (useAction money). */
export function ConvertForm({ onConverted }: { onConverted: () => void }) {
  const { t, locale } = useText();
  const config = useLoad(getPointsConfig);
  const action = useAction({ money: true });
  const [done, setDone] = useState<ConvertValue | null>(null);
  const conversion = config.data?.conversion;
  const symbol = config.data?.currency.symbol ?? '';
  // The operator's minimum is checked once the settings are in; the server checks it again.
  const minimum = conversion?.minimumPoints;
  const schema = useMemo(
    () =>
      z.object({
        points: z.string().superRefine((text, context) => {
          const typed = readPoints(text);
          if (typed === null || !convertPayloadSchema.shape.points.safeParse(typed).success)
            context.addIssue({ code: 'custom', message: t('points.convert.whole') });
          else if (minimum !== undefined && typed < minimum)
            context.addIssue({ code: 'custom', message: t('points.error.minimum', { points: formatPoints(minimum, locale) }) });
        }),
        paymentPassword: convertPayloadSchema.shape.paymentPassword,
      }),
    [minimum, t, locale],
  );
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { points: '', paymentPassword: '' } });
  const errors = { ...action.errors, ...fieldMessages(form, t, {}, ['points']) };
  const wanted = readPoints(form.watch('points'));
  // The server's own rule (points-conversion.ts), so the preview is the amount the wallet receives.
  const preview = conversion && wanted !== null ? toAmount(convertedMinorUnits(wanted, conversion.amountPerPoint)) : null;

  const submit = form.handleSubmit(async (fields) => {
    setDone(null);
    const points = readPoints(fields.points) ?? 0;
    const result = await action.run({ points }, (idempotencyKey) => convertPoints({ points, paymentPassword: fields.paymentPassword, idempotencyKey }));
    if (result) {
      setDone(result);
      form.reset();
      onConverted();
    }
  });

  return (
    <section aria-labelledby="pm-convert">
      <h3 id="pm-convert">{t('points.convert.title')}</h3>
      <form className="mc-form pm-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('points.convert.points')}
          error={errors.points}
          hint={preview !== null ? t('points.convert.preview', { amount: `${symbol}${formatMoney(preview, locale)}` }) : undefined}
        >
          <input type="text" inputMode="numeric" autoComplete="off" {...form.register('points')} />
        </Field>
        <Field label={t('center.paymentPassword.label')} error={errors.paymentPassword}>
          <input type="password" autoComplete="off" {...form.register('paymentPassword')} />
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
