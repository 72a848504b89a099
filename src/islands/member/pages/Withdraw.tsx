import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { PayoutAccount, WithdrawInfo } from '../../../contract/payments.ts';
import { $withdrawPage, $withdrawRequest, loadWithdrawPage, requestsLeft, resetWithdraw, submitWithdrawal, wageringLeft, withdrawBlock } from '../../../stores/withdraw.ts';
import { useText } from '../i18n.tsx';
import { AmountField, useAmountMessage } from '../ui/AmountField.tsx';
import { Field } from '../ui/Field.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Money } from '../ui/Money.tsx';
import { Notice } from '../ui/Notice.tsx';
import { failureMessage } from '../useAction.ts';
import { loadFailureText } from '../useLoad.ts';
import { PayoutAccounts } from './PayoutAccounts.tsx';
import { WithdrawalList } from './WithdrawalList.tsx';

/** withdraw: payout accounts, a request with the payment password, and the member's withdrawals ($withdrawPage). */
export default function Withdraw() {
  const { t } = useText();
  const page = useStore($withdrawPage);
  const [round, setRound] = useState(0);
  useEffect(() => {
    void loadWithdrawPage();
    return resetWithdraw;
  }, []);
  const again = () => {
    setRound((n) => n + 1);
    void loadWithdrawPage();
  };
  const data = page.info ? { info: page.info, accounts: page.accounts } : undefined;
  const state = { data, loading: page.status === 'loading', error: page.failure ? loadFailureText(page.failure, t) : '', reload: () => void loadWithdrawPage() };
  return (
    <div className="mc-stack">
      <Loading state={state}>
        {({ info, accounts }) => (
          <>
            <PayoutAccounts accounts={accounts} payeeName={info.payeeName} onChange={again} />
            <section aria-labelledby="mc-withdraw-form">
              <h3 id="mc-withdraw-form">{t('center.withdraw.request')}</h3>
              <WithdrawForm info={info} accounts={accounts} onRequested={() => setRound((n) => n + 1)} />
            </section>
          </>
        )}
      </Loading>
      <WithdrawalList round={round} autoReceiptMinutes={page.info?.autoReceiptMinutes} />
    </div>
  );
}

function WithdrawForm({ info, accounts, onRequested }: { info: WithdrawInfo; accounts: PayoutAccount[]; onRequested: () => void }) {
  const { t } = useText();
  const request = useStore($withdrawRequest);
  const amountMessage = useAmountMessage();
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? 0);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');

  const block = withdrawBlock(info, accounts);
  if (block === 'wagering') {
    return (
      <Notice kind="info">
        {t('center.withdraw.wagering')} <Money value={wageringLeft(info)} />
      </Notice>
    );
  }
  if (block === 'paymentPassword') return <p className="mc-empty">{t('center.withdraw.needPaymentPassword')}</p>;
  if (block === 'account') return <p className="mc-empty">{t('center.withdraw.needAccount')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submitWithdrawal({ accountId, amount, paymentPassword: password })) {
      setAmount('');
      setPassword('');
      onRequested();
    }
  };
  const fields = request.failure?.fields ?? {};
  const fieldText = (name: string) => (name in fields ? fields[name] || t('center.error.field') : undefined);
  const amountError = request.problems.amount ? amountMessage(request.problems.amount, info) : fieldText('amount');
  const passwordError = request.problems.paymentPassword ? t('center.required') : fieldText('paymentPassword');

  return (
    <form className="mc-form" onSubmit={submit} noValidate>
      <p className="mc-field__hint">{t('center.withdraw.count', { left: requestsLeft(info), count: info.dailyCount })}</p>
      <Field label={t('center.withdraw.account')} error={fieldText('accountId')}>
        <select value={accountId} onChange={(event) => setAccountId(Number(event.target.value))}>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.provider} · {account.accountName} · {account.accountNumberMasked}
            </option>
          ))}
        </select>
      </Field>
      <AmountField value={amount} onChange={setAmount} error={amountError} min={info.min} max={info.max} />
      <Field label={t('center.paymentPassword.label')} error={passwordError}>
        <input type="password" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field>
      <Notice kind="error">{request.failure ? failureMessage(request.failure, t) : ''}</Notice>
      {request.requested && <Notice kind="success">{t('center.withdraw.requested')}</Notice>}
      <button type="submit" className="btn btn--primary" disabled={request.pending || block === 'dailyCount'}>
        {t('center.withdraw.submit')}
      </button>
    </form>
  );
}
