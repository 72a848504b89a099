import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { allVendors, type Balance, type WalletTransferPayload } from '../../../contract/wallet.ts';
import { $balance, setBalance } from '../../../stores/balance.ts';
import { readAmount } from '../../../lib/amount.ts';
import { getBalance, getMerchantWallet, transferWallet } from '../../../lib/api/member.ts';
import { amountField } from '../../../ui/amount-field.ts';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { useText } from '../../../ui/text.tsx';
import { AmountField, useAmountMessage } from '../../../ui/AmountField.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';

/**
 * transferFund: the main wallet and, in transfer mode, each vendor's wallet with transfers in and out
 * and "all back to main". In seamless mode one wallet serves every game, so there is nothing to move.
 */
export default function TransferFund() {
  const { t } = useText();
  const mode = useLoad(async () => {
    const [merchant, balance] = await Promise.all([getMerchantWallet(), getBalance()]);
    setBalance(balance);
    return merchant;
  });
  const balance = useStore($balance).value;
  return (
    <Loading state={mode}>
      {(merchant) =>
        merchant.isSingle ? (
          <div className="mc-stack">
            <Wallet label={t('center.wallet.main')} amount={balance?.main} />
            <p className="mc-empty">{t('center.wallet.seamless')}</p>
          </div>
        ) : (
          <Transfers vendors={merchant.vendors} balance={balance} />
        )
      }
    </Loading>
  );
}

function Wallet({ label, amount }: { label: string; amount: number | undefined }) {
  return (
    <p className="mc-wallet">
      <span>{label}</span> {amount === undefined ? '…' : <Money value={amount} />}
    </p>
  );
}

type Move = Omit<WalletTransferPayload, 'idempotencyKey'>;

function Transfers({ vendors, balance }: { vendors: string[]; balance: Balance | undefined }) {
  const { t } = useText();
  const action = useAction({ money: true });
  const [done, setDone] = useState('');

  /** Runs one transfer; a refusal shows as the page's message. */
  const move = async (details: Move): Promise<boolean> => {
    setDone('');
    const result = await action.run(details, (idempotencyKey) => transferWallet({ ...details, idempotencyKey }));
    if (!result) return false;
    setBalance(result);
    setDone(t('center.wallet.done'));
    return true;
  };

  const vendorBalance = (vendor: string) => balance?.vendors.find((entry) => entry.vendor === vendor)?.balance ?? 0;
  return (
    <div className="mc-stack">
      <Wallet label={t('center.wallet.main')} amount={balance?.main} />
      <button type="button" className="btn btn--ghost" disabled={action.pending} onClick={() => void move({ vendor: allVendors, direction: 'out' })}>
        {t('center.wallet.allBack')}
      </button>
      <Notice kind="error">{action.message}</Notice>
      <Notice kind="success">{done}</Notice>
      <ul className="mc-list">
        {vendors.map((vendor) => (
          <li key={vendor} className="mc-vendor">
            <h3>{vendor}</h3>
            <Wallet label={t('center.wallet.vendor')} amount={balance ? vendorBalance(vendor) : undefined} />
            <VendorTransfer vendor={vendor} pending={action.pending} onMove={move} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One vendor's amount and its two directions; an empty amount moves everything there is. */
function VendorTransfer({ vendor, pending, onMove }: { vendor: string; pending: boolean; onMove: (details: Move) => Promise<boolean> }) {
  const { t } = useText();
  const amountMessage = useAmountMessage();
  const schema = useMemo(() => z.object({ amount: amountField(amountMessage, {}, { optional: true }) }), [amountMessage]);
  const form = useForm<{ amount: string }>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  const checked = fieldMessages(form, t, {}, ['amount']);

  const submit = (direction: Move['direction']) =>
    form.handleSubmit(async ({ amount }) => {
      const typed = amount.trim() ? (readAmount(amount) ?? undefined) : undefined;
      if (await onMove({ vendor, direction, amount: typed })) form.reset();
    });

  return (
    <form className="mc-stack" onSubmit={(event) => void submit('in')(event)} noValidate>
      <AmountField input={form.register('amount')} error={checked.amount} />
      <p className="mc-field__hint">{t('center.wallet.emptyMeansAll')}</p>
      <div className="mc-actions">
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t('center.wallet.in', { vendor })}
        </button>
        <button type="button" className="btn btn--ghost" disabled={pending} onClick={() => void submit('out')()}>
          {t('center.wallet.out', { vendor })}
        </button>
      </div>
    </form>
  );
}
