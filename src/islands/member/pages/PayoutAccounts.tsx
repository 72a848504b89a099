import { useState, type FormEvent } from 'react';
import { channelKinds, maxPayoutAccounts, type ChannelKind, type PayoutAccount } from '../../../contract/payments.ts';
import { addPayoutAccount, deletePayoutAccount } from '../../../lib/api/member.ts';
import { useText } from '../i18n.tsx';
import { Field } from '../ui/Field.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useAction } from '../useAction.ts';

interface PayoutAccountsProps {
  accounts: PayoutAccount[];
  /** The registered payee name: a payout account must carry exactly this name. */
  payeeName: string | null;
  onChange: () => void;
}

/** The member's payout accounts: listed, added under the registered payee name, deleted. */
export function PayoutAccounts({ accounts, payeeName, onChange }: PayoutAccountsProps) {
  const { t } = useText();
  const action = useAction();
  const [kind, setKind] = useState<ChannelKind>('bank');
  const [provider, setProvider] = useState('');
  const [accountNumber, setAccountNumber] = useState('');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!provider.trim()) errors.provider = t('center.required');
    if (!accountNumber.trim()) errors.accountNumber = t('center.required');
    if (Object.keys(errors).length > 0) return action.refuse(errors);
    const payload = { kind, provider: provider.trim(), accountName: payeeName ?? '', accountNumber: accountNumber.trim() };
    const result = await action.run(payload, () => addPayoutAccount(payload));
    if (result) {
      setProvider('');
      setAccountNumber('');
      onChange();
    }
  };

  const remove = async (account: PayoutAccount) => {
    const result = await action.run({ remove: account.id }, () => deletePayoutAccount(account.id));
    if (result) onChange();
  };

  return (
    <section aria-labelledby="mc-payout">
      <h3 id="mc-payout">{t('center.payout.title')}</h3>
      {accounts.length === 0 ? (
        <p className="mc-empty">{t('center.payout.none')}</p>
      ) : (
        <ul className="mc-list">
          {accounts.map((account) => (
            <li key={account.id} className="mc-row">
              <span>
                {t(`center.payout.kind.${account.kind}`)} · {account.provider} · {account.accountName} · {account.accountNumberMasked}
              </span>
              <button type="button" className="btn btn--ghost" disabled={action.pending} onClick={() => remove(account)} aria-label={t('center.payout.delete', { account: `${account.provider} ${account.accountNumberMasked}` })}>
                {t('center.payout.deleteShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {payeeName === null ? (
        <p className="mc-empty">{t('center.payout.needPayee')}</p>
      ) : (
        accounts.length < maxPayoutAccounts && (
          <form className="mc-form" onSubmit={add} noValidate>
            <Field label={t('center.payout.kind')}>
              <select value={kind} onChange={(event) => setKind(event.target.value as ChannelKind)}>
                {channelKinds.map((option) => (
                  <option key={option} value={option}>
                    {t(`center.payout.kind.${option}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('center.payout.provider')} error={action.errors.provider}>
              <input type="text" autoComplete="off" maxLength={60} value={provider} onChange={(event) => setProvider(event.target.value)} />
            </Field>
            <Field label={t('center.payout.payee')} error={action.errors.accountName ?? action.errors.payeeName} hint={t('center.payout.payeeHint')}>
              <input type="text" readOnly value={payeeName} />
            </Field>
            <Field label={t('center.payout.number')} error={action.errors.accountNumber}>
              <input type="text" autoComplete="off" maxLength={40} value={accountNumber} onChange={(event) => setAccountNumber(event.target.value)} />
            </Field>
            <Notice kind="error">{action.message}</Notice>
            <button type="submit" className="btn btn--primary" disabled={action.pending}>
              {t('center.payout.add')}
            </button>
          </form>
        )
      )}
    </section>
  );
}
