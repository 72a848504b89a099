import { useState, type FormEvent } from 'react';
import { setBalance } from '../../../stores/balance.ts';
import { amountProblem, readAmount } from '../../../lib/amount.ts';
import { getUpline, transferToUpline } from '../../../lib/api/member.ts';
import { useText } from '../i18n.tsx';
import { AmountField, useAmountMessage } from '../ui/AmountField.tsx';
import { Field } from '../ui/Field.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Money } from '../ui/Money.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useAction } from '../useAction.ts';
import { useLoad } from '../useLoad.ts';

/** transferUpline: balance to the member's own agent, confirmed with the payment password. */
export default function TransferUpline() {
  const { t } = useText();
  const upline = useLoad(getUpline);
  const action = useAction({ money: true });
  const amountMessage = useAmountMessage();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<{ amount: number; upline: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const problem = amountProblem(amount);
    const errors: Record<string, string> = {};
    if (problem) errors.amount = amountMessage(problem);
    if (!password) errors.paymentPassword = t('center.required');
    if (Object.keys(errors).length > 0) return action.refuse(errors);
    const value = readAmount(amount) ?? 0;
    const result = await action.run({ value }, (idempotencyKey) => transferToUpline({ amount: value, paymentPassword: password, idempotencyKey }));
    if (result) {
      setBalance(result.balance);
      setDone({ amount: result.amount, upline: result.upline });
      setAmount('');
      setPassword('');
    }
  };

  return (
    <Loading state={upline}>
      {({ upline: agent }) =>
        agent === null ? (
          <p className="mc-empty">{t('center.upline.none')}</p>
        ) : (
          <form className="mc-form" onSubmit={submit} noValidate>
            <p>{t('center.upline.to', { upline: agent })}</p>
            <AmountField value={amount} onChange={setAmount} error={action.errors.amount} />
            <Field label={t('center.paymentPassword.label')} error={action.errors.paymentPassword}>
              <input type="password" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} />
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
        )
      }
    </Loading>
  );
}
