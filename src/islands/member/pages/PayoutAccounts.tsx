import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { channelKinds, maxPayoutAccounts, payoutAccountPayloadSchema, type PayoutAccount } from '../../../contract/payments.ts';
import { addPayoutAccount, deletePayoutAccount } from '../../../lib/api/member.ts';
import { fieldMessages } from '../../../ui/form-errors.ts';
import { useText } from '../../../ui/text.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { useAction } from '../../../ui/useAction.ts';

interface PayoutAccountsProps {
  accounts: PayoutAccount[];
  /** The registered payee name: a payout account must carry exactly this name. */
  payeeName: string | null;
  onChange: () => void;
}

const { kind, provider, accountNumber } = payoutAccountPayloadSchema.shape;

/** The contract's fields the member types; the payee name is the registered one, not typed. */
const accountSchema = z.object({
  kind,
  provider,
  // The wire's pattern alone would call an empty number "not valid"; the form says it is required.
  accountNumber: z.string().trim().min(1).pipe(accountNumber),
});
type AccountFields = z.infer<typeof accountSchema>;

/** The member's payout accounts: listed, added under the registered payee name, deleted. */
export function PayoutAccounts({ accounts, payeeName, onChange }: PayoutAccountsProps) {
  const { t } = useText();
  const action = useAction();
  const form = useForm<AccountFields>({ resolver: zodResolver(accountSchema), defaultValues: { kind: 'bank', provider: '', accountNumber: '' } });
  const errors = { ...action.errors, ...fieldMessages(form, t) };

  const add = form.handleSubmit(async (fields) => {
    const payload = { ...fields, accountName: payeeName ?? '' };
    const result = await action.run(payload, () => addPayoutAccount(payload));
    if (result) {
      form.reset({ ...fields, provider: '', accountNumber: '' });
      onChange();
    }
  });

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
              <button
                type="button"
                className="btn btn--ghost"
                disabled={action.pending}
                onClick={() => remove(account)}
                aria-label={t('center.payout.delete', { account: `${account.provider} ${account.accountNumberMasked}` })}
              >
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
          <form className="mc-form" onSubmit={(event) => void add(event)} noValidate>
            <Field label={t('center.payout.kind')}>
              <select {...form.register('kind')}>
                {channelKinds.map((option) => (
                  <option key={option} value={option}>
                    {t(`center.payout.kind.${option}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('center.payout.provider')} error={errors.provider}>
              <input type="text" autoComplete="off" maxLength={60} {...form.register('provider')} />
            </Field>
            <Field label={t('center.payout.payee')} error={errors.accountName ?? errors.payeeName} hint={t('center.payout.payeeHint')}>
              <input type="text" readOnly value={payeeName} />
            </Field>
            <Field label={t('center.payout.number')} error={errors.accountNumber}>
              <input type="text" autoComplete="off" maxLength={40} {...form.register('accountNumber')} />
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
