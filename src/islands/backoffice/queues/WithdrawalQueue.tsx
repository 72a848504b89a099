import type { z } from 'zod';
import { backofficePaths, type queuedWithdrawalSchema } from '../../../contract/backoffice.ts';
import type { Column } from '../../../ui/DataTable.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useText } from '../../../ui/text.tsx';
import { decideWithdrawal, decideWithdrawals, getWithdrawalQueue, type WithdrawalVerdict } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import { formatAge } from './age.ts';
import { MemberCell } from './MemberCell.tsx';
import { Queue, type Verdict } from './Queue.tsx';

type Row = z.infer<typeof queuedWithdrawalSchema>;

/**
 * Withdrawals waiting: pending ones to approve or reject, approved ones to pay (or reject), with the
 * payout account, the member's balance and what is still to be wagered.
 */
export default function WithdrawalQueue() {
  const { locale } = useText();
  const t = useBackofficeText();
  const columns: Column<Row, 'age' | 'amount' | 'username'>[] = [
    { id: 'member', label: t('backoffice.queue.member'), sortable: 'username', cell: (row) => <MemberCell memberId={row.memberId} username={row.username} /> },
    { id: 'amount', label: t('backoffice.queue.amount'), sortable: 'amount', numeric: true, cell: (row) => <Money value={row.amount} /> },
    { id: 'status', label: t('backoffice.queue.status'), cell: (row) => t(`backoffice.withdrawal.${row.status}`) },
    {
      id: 'account',
      label: t('backoffice.queue.account'),
      cell: (row) => (
        <>
          {row.provider} · {row.accountName} <small className="bo-muted">{row.accountNumber}</small>
        </>
      ),
    },
    { id: 'age', label: t('backoffice.queue.age'), sortable: 'age', cell: (row) => formatAge(row.ageSeconds, locale) },
    { id: 'balance', label: t('backoffice.queue.balance'), numeric: true, cell: (row) => <Money value={row.balance} /> },
    { id: 'wagering', label: t('backoffice.queue.wagering'), numeric: true, cell: (row) => <Money value={row.openWagering} /> },
  ];
  const verdicts: Verdict<WithdrawalVerdict>[] = [
    { verdict: 'approve', label: t('backoffice.verdict.approve'), applies: (row) => row.status === 'pending' },
    { verdict: 'pay', label: t('backoffice.verdict.pay'), applies: (row) => row.status === 'approved' },
    { verdict: 'reject', label: t('backoffice.verdict.reject'), applies: () => true },
  ];
  return (
    <Queue<Row, WithdrawalVerdict>
      label={t('backoffice.screen.withdrawals')}
      empty={t('backoffice.queue.emptyWithdrawals')}
      load={getWithdrawalQueue}
      path={backofficePaths.withdrawalQueue}
      columns={columns}
      verdicts={verdicts}
      one={decideWithdrawal}
      many={decideWithdrawals}
      rowName={(row) => t('backoffice.queue.withdrawalOf', { id: row.id, username: row.username })}
    />
  );
}
