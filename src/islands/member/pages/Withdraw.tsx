import { useState, type FormEvent } from 'react';
import type { PayoutAccount, WithdrawInfo } from '../../../contract/payments.ts';
import { amountProblem, readAmount } from '../amount.ts';
import { getPayoutAccounts, getWithdrawInfo, requestWithdrawal } from '../api.ts';
import { useText } from '../i18n.tsx';
import { AmountField, useAmountMessage } from '../ui/AmountField.tsx';
import { Field } from '../ui/Field.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Money } from '../ui/Money.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useAction } from '../useAction.ts';
import { useLoad } from '../useLoad.ts';
import { PayoutAccounts } from './PayoutAccounts.tsx';
import { WithdrawalList } from './WithdrawalList.tsx';

/** withdraw: payout accounts, a request with the payment password, and the member's withdrawals. */
export default function Withdraw() {
  const { t } = useText();
  const [round, setRound] = useState(0);
  const state = useLoad(async () => ({ info: await getWithdrawInfo(), accounts: await getPayoutAccounts() }), String(round));
  const again = () => setRound((n) => n + 1);
  return (
    <div className="mc-stack">
      <Loading state={state}>
        {({ info, accounts }) => (
          <>
            <PayoutAccounts accounts={accounts} payeeName={info.payeeName} onChange={again} />
            <section aria-labelledby="mc-withdraw-form">
              <h3 id="mc-withdraw-form">{t('center.withdraw.request')}</h3>
              <WithdrawForm info={info} accounts={accounts} onRequested={again} />
            </section>
          </>
        )}
      </Loading>
      <WithdrawalList round={round} autoReceiptMinutes={state.data?.info.autoReceiptMinutes} />
    </div>
  );
}

function WithdrawForm({ info, accounts, onRequested }: { info: WithdrawInfo; accounts: PayoutAccount[]; onRequested: () => void }) {
  const { t } = useText();
  const action = useAction({ money: true });
  const amountMessage = useAmountMessage();
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [requested, setRequested] = useState(false);

  if (info.wagering.length > 0) {
    const remaining = info.wagering.reduce((sum, item) => sum + Math.round(item.remaining * 100), 0) / 100;
    return (
      <Notice kind="info">
        {t('center.withdraw.wagering')} <Money value={remaining} />
      </Notice>
    );
  }
  if (!info.paymentPasswordSet) return <p className="mc-empty">{t('center.withdraw.needPaymentPassword')}</p>;
  if (accounts.length === 0) return <p className="mc-empty">{t('center.withdraw.needAccount')}</p>;
  const left = Math.max(info.dailyCount - info.usedToday, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRequested(false);
    const errors: Record<string, string> = {};
    const problem = amountProblem(amount, info);
    if (problem) errors.amount = amountMessage(problem, info);
    if (!password) errors.paymentPassword = t('center.required');
    if (Object.keys(errors).length > 0) return action.refuse(errors);
    const value = readAmount(amount) ?? 0;
    const chosen = accounts.some((account) => account.id === accountId) ? accountId : (accounts[0]?.id ?? 0);
    const result = await action.run({ chosen, value }, (idempotencyKey) => requestWithdrawal({ accountId: chosen, amount: value, paymentPassword: password, idempotencyKey }));
    if (result) {
      setRequested(true);
      setAmount('');
      setPassword('');
      onRequested();
    }
  };

  return (
    <form className="mc-form" onSubmit={submit} noValidate>
      <p className="mc-field__hint">{t('center.withdraw.count', { left, count: info.dailyCount })}</p>
      <Field label={t('center.withdraw.account')} error={action.errors.accountId}>
        <select value={accountId} onChange={(event) => setAccountId(Number(event.target.value))}>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.provider} · {account.accountName} · {account.accountNumberMasked}
            </option>
          ))}
        </select>
      </Field>
      <AmountField value={amount} onChange={setAmount} error={action.errors.amount} min={info.min} max={info.max} />
      <Field label={t('center.paymentPassword.label')} error={action.errors.paymentPassword}>
        <input type="password" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      <Notice kind="error">{action.message}</Notice>
      {requested && <Notice kind="success">{t('center.withdraw.requested')}</Notice>}
      <button type="submit" className="btn btn--primary" disabled={action.pending || left === 0}>
        {t('center.withdraw.submit')}
      </button>
    </form>
  );
}
