import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { allVendors, type Balance, type WalletTransferPayload } from '../../../contract/wallet.ts';
import { $balance, setBalance } from '../../../stores/balance.ts';
import { amountProblem, readAmount } from '../../../lib/amount.ts';
import { getBalance, getMerchantWallet, transferWallet } from '../../../lib/api/member.ts';
import { useText } from '../i18n.tsx';
import { AmountField, useAmountMessage } from '../ui/AmountField.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Money } from '../ui/Money.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useAction } from '../useAction.ts';
import { useLoad } from '../useLoad.ts';

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

function Transfers({ vendors, balance }: { vendors: string[]; balance: Balance | undefined }) {
  const { t } = useText();
  const action = useAction({ money: true });
  const amountMessage = useAmountMessage();
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');

  const move = async (details: Omit<WalletTransferPayload, 'idempotencyKey'>, errorField: string) => {
    setDone('');
    const typed = amounts[errorField] ?? '';
    if (details.vendor !== allVendors && typed.trim()) {
      const problem = amountProblem(typed);
      if (problem) return action.refuse({ [errorField]: amountMessage(problem) });
      details = { ...details, amount: readAmount(typed) ?? undefined };
    }
    const result = await action.run(details, (idempotencyKey) => transferWallet({ ...details, idempotencyKey }));
    if (result) {
      setBalance(result);
      setAmounts((previous) => ({ ...previous, [errorField]: '' }));
      setDone(t('center.wallet.done'));
    }
  };

  const vendorBalance = (vendor: string) => balance?.vendors.find((entry) => entry.vendor === vendor)?.balance ?? 0;
  return (
    <div className="mc-stack">
      <Wallet label={t('center.wallet.main')} amount={balance?.main} />
      <button type="button" className="btn btn--ghost" disabled={action.pending} onClick={() => move({ vendor: allVendors, direction: 'out' }, 'all')}>
        {t('center.wallet.allBack')}
      </button>
      <Notice kind="error">{action.message}</Notice>
      <Notice kind="success">{done}</Notice>
      <ul className="mc-list">
        {vendors.map((vendor) => (
          <li key={vendor} className="mc-vendor">
            <h3>{vendor}</h3>
            <Wallet label={t('center.wallet.vendor')} amount={balance ? vendorBalance(vendor) : undefined} />
            <AmountField value={amounts[vendor] ?? ''} onChange={(value) => setAmounts((previous) => ({ ...previous, [vendor]: value }))} error={action.errors[vendor]} />
            <p className="mc-field__hint">{t('center.wallet.emptyMeansAll')}</p>
            <div className="mc-actions">
              <button type="button" className="btn btn--primary" disabled={action.pending} onClick={() => move({ vendor, direction: 'in' }, vendor)}>
                {t('center.wallet.in', { vendor })}
              </button>
              <button type="button" className="btn btn--ghost" disabled={action.pending} onClick={() => move({ vendor, direction: 'out' }, vendor)}>
                {t('center.wallet.out', { vendor })}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
