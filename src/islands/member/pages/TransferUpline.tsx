import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { uplineTransferPayloadSchema } from '../../../contract/wallet.ts';
import { setBalance } from '../../../stores/balance.ts';
import { readAmount } from '../../../lib/amount.ts';
import { getProfile, getUpline, transferToUpline } from '../../../lib/api/member.ts';
import { amountField } from '../../../ui/amount-field.ts';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { useText } from '../../../ui/text.tsx';
import { AmountField, useAmountMessage } from '../../../ui/AmountField.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { NeedPaymentPassword } from '../../../ui/NeedPaymentPassword.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';

/** Who the transfer would go to, and whether the member can confirm one yet. */
async function loadUpline() {
  const [{ upline }, profile] = await Promise.all([getUpline(), getProfile()]);
  return { upline, hasPaymentPassword: profile.hasPaymentPassword };
}

/**
 * transferUpline: balance to the member's own agent, confirmed with the payment password. A member
 * without one is sent to set it first: the server would refuse every transfer until then.
 */
export default function TransferUpline() {
  const { t } = useText();
  const loaded = useLoad(loadUpline);
  return (
    <Loading state={loaded}>
      {({ upline, hasPaymentPassword }) =>
        upline === null ? (
          <p className="mc-empty">{t('center.upline.none')}</p>
        ) : hasPaymentPassword ? (
          <UplineForm upline={upline} />
        ) : (
          <NeedPaymentPassword message={t('center.upline.needPaymentPassword')} />
        )
      }
    </Loading>
  );
}

function UplineForm({ upline }: { upline: string }) {
  const { t } = useText();
  const action = useAction({ money: true });
  const amountMessage = useAmountMessage();
  const [done, setDone] = useState<{ amount: number; upline: string } | null>(null);
  const schema = useMemo(
    () => z.object({ amount: amountField(amountMessage), paymentPassword: uplineTransferPayloadSchema.shape.paymentPassword }),
    [amountMessage],
  );
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { amount: '', paymentPassword: '' } });
  const errors = { ...action.errors, ...fieldMessages(form, t, {}, ['amount']) };

  const submit = form.handleSubmit(async ({ amount, paymentPassword }) => {
    setDone(null);
    const value = readAmount(amount) ?? 0;
    const result = await action.run({ value }, (idempotencyKey) => transferToUpline({ amount: value, paymentPassword, idempotencyKey }));
    if (result) {
      setBalance(result.balance);
      setDone({ amount: result.amount, upline: result.upline });
      form.reset();
    }
  });

  return (
    <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>{t('center.upline.to', { upline })}</p>
      <AmountField input={form.register('amount')} error={errors.amount} />
      <Field label={t('center.paymentPassword.label')} error={errors.paymentPassword}>
        <input type="password" autoComplete="off" {...form.register('paymentPassword')} />
      </Field>
      <Notice kind="error">{action.message}</Notice>
      {done && (
        <Notice kind="success">
          {t('center.upline.done', { upline: done.upline })} <Money value={done.amount} />
        </Notice>
      )}
      <button type="submit" className="btn btn--primary" disabled={action.pending}>
        {t('center.upline.submit')}
      </button>
    </form>
  );
}
