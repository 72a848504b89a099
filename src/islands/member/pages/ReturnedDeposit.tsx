import { useStore } from '@nanostores/react';
import { formatMoney } from '../../../lib/format-money.ts';
import { $returnedDeposit } from '../../../stores/deposit.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { useText } from '../../../ui/text.tsx';

/** Back from the gateway's checkout: the deposit's state as the server knows it, followed until decided. */
export function ReturnedDeposit() {
  const { t, locale } = useText();
  const returned = useStore($returnedDeposit);
  if (!returned) return null;
  const { deposit } = returned;
  const id = returned.id;
  if (deposit?.status === 'approved') {
    return (
      <Notice kind="success">
        <span data-deposit-state="approved">{t('center.deposit.returned.approved', { id, amount: formatMoney(deposit.amount, locale) })}</span>
      </Notice>
    );
  }
  if (deposit?.status === 'rejected') {
    return (
      <Notice kind="error">
        <span data-deposit-state="rejected">{t('center.deposit.returned.rejected', { id, reason: deposit.rejectReason ?? '' })}</span>
      </Notice>
    );
  }
  const key = returned.waiting
    ? returned.cancelled
      ? 'center.deposit.returned.cancelled'
      : 'center.deposit.returned.pending'
    : 'center.deposit.returned.late';
  return (
    <Notice kind="info">
      <span data-deposit-state="pending">{t(key, { id })}</span>
    </Notice>
  );
}
