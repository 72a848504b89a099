import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatMoney } from '../../../lib/format-money.ts';
import { withdrawalPayloadSchema, type PayoutAccount, type WithdrawInfo } from '../../../contract/payments.ts';
import {
  $withdrawPage,
  $withdrawRequest,
  amountLimits,
  loadWithdrawPage,
  requestsLeft,
  resetWithdraw,
  submitWithdrawal,
  wageringLeft,
  withdrawBlock,
  type WithdrawForm as WithdrawFields,
} from '../../../stores/withdraw.ts';
import { amountField } from '../../../ui/amount-field.ts';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { useText } from '../../../ui/text.tsx';
import { AmountField, useAmountMessage } from '../../../ui/AmountField.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { NeedPaymentPassword } from '../../../ui/NeedPaymentPassword.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { loadFailureText } from '../../../ui/useLoad.ts';
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
  const state = {
    data,
    loading: page.status === 'loading',
    error: page.failure ? loadFailureText(page.failure, t) : '',
    reload: () => void loadWithdrawPage(),
  };
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
  const { t, locale } = useText();
  const request = useStore($withdrawRequest);
  const amountMessage = useAmountMessage();
  const schema = useMemo(
    () =>
      z.object({ ...withdrawalPayloadSchema.pick({ accountId: true, paymentPassword: true }).shape, amount: amountField(amountMessage, amountLimits(info)) }),
    [amountMessage, info],
  );
  const form = useForm<WithdrawFields>({ resolver: zodResolver(schema), defaultValues: { accountId: accounts[0]?.id ?? 0, amount: '', paymentPassword: '' } });

  const block = withdrawBlock(info, accounts);
  if (block === 'wagering') {
    return (
      <Notice kind="info">
        {t('center.withdraw.wagering')} <Money value={wageringLeft(info)} />
      </Notice>
    );
  }
  if (block === 'balance') {
    return <Notice kind="info">{t('center.withdraw.noBalance', { balance: formatMoney(info.balance, locale), min: formatMoney(info.min, locale) })}</Notice>;
  }
  if (block === 'paymentPassword') return <NeedPaymentPassword message={t('center.withdraw.needPaymentPassword')} />;
  if (block === 'account') return <p className="mc-empty">{t('center.withdraw.needAccount')}</p>;

  // The store checks the same rules again and owns the sending; the form only gathers and words.
  const submit = form.handleSubmit(async (fields) => {
    if (await submitWithdrawal(fields)) {
      form.reset({ ...fields, amount: '', paymentPassword: '' });
      onRequested();
    }
  });
  const checked = fieldMessages(form, t, {}, ['amount']);
  const fields = request.failure?.fields ?? {};
  const fieldText = (name: string) => checked[name] ?? (name in fields ? fields[name] || t('center.error.field') : undefined);
  const amountError = request.problems.amount ? amountMessage(request.problems.amount, amountLimits(info)) : fieldText('amount');
  const passwordError = request.problems.paymentPassword ? t('center.required') : fieldText('paymentPassword');

  return (
    <form className="mc-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="mc-field__hint">{t('center.withdraw.count', { left: requestsLeft(info), count: info.dailyCount })}</p>
      <Field label={t('center.withdraw.account')} error={fieldText('accountId')}>
        <select {...form.register('accountId', { valueAsNumber: true })}>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.provider} · {account.accountName} · {account.accountNumberMasked}
            </option>
          ))}
        </select>
      </Field>
      <AmountField input={form.register('amount')} error={amountError} {...amountLimits(info)} />
      <Field label={t('center.paymentPassword.label')} error={passwordError}>
        <input type="password" autoComplete="off" {...form.register('paymentPassword')} />
      </Field>
      <Notice kind="error">{request.failure ? failureMessage(request.failure, t) : ''}</Notice>
      {request.requested && <Notice kind="success">{t('center.withdraw.requested')}</Notice>}
      <button type="submit" className="btn btn--primary" disabled={request.pending || block === 'dailyCount'}>
        {t('center.withdraw.submit')}
      </button>
    </form>
  );
}
