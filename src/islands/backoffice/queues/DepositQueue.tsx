import type { z } from 'zod';
import { backofficePaths, type queuedDepositSchema } from '../../../contract/backoffice.ts';
import type { Column } from '../../../ui/DataTable.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useText } from '../../../ui/text.tsx';
import { decideDeposit, decideDeposits, getDepositQueue, receiptUrl, type DepositVerdict } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import { formatAge } from './age.ts';
import { MemberCell } from './MemberCell.tsx';
import { Queue, type Verdict } from './Queue.tsx';

type Row = z.infer<typeof queuedDepositSchema>;

/** Pending deposits: who, how much, through which channel, how long ago, the receipt, and the member's balance and open wagering. */
export default function DepositQueue() {
  const { locale } = useText();
  const t = useBackofficeText();
  const columns: Column<Row, 'age' | 'amount' | 'username'>[] = [
    { id: 'member', label: t('backoffice.queue.member'), sortable: 'username', cell: (row) => <MemberCell memberId={row.memberId} username={row.username} /> },
    { id: 'amount', label: t('backoffice.queue.amount'), sortable: 'amount', numeric: true, cell: (row) => <Money value={row.amount} /> },
    {
      id: 'channel',
      label: t('backoffice.queue.channel'),
      cell: (row) => (
        <>
          {row.channelName} <small className="bo-muted">{row.reference}</small>
        </>
      ),
    },
    { id: 'age', label: t('backoffice.queue.age'), sortable: 'age', cell: (row) => formatAge(row.ageSeconds, locale) },
    {
      id: 'receipt',
      label: t('backoffice.queue.receipt'),
      cell: (row) =>
        row.hasReceipt ? (
          <a href={receiptUrl(row.id)} target="_blank" rel="noopener">
            <img
              className="bo-receipt"
              src={receiptUrl(row.id)}
              alt={t('backoffice.queue.receiptOf', { username: row.username })}
              loading="lazy"
              width={64}
              height={64}
            />
          </a>
        ) : (
          <span className="bo-muted">{t('backoffice.queue.noReceipt')}</span>
        ),
    },
    { id: 'balance', label: t('backoffice.queue.balance'), numeric: true, cell: (row) => <Money value={row.balance} /> },
    { id: 'wagering', label: t('backoffice.queue.wagering'), numeric: true, cell: (row) => <Money value={row.openWagering} /> },
  ];
  const verdicts: Verdict<DepositVerdict>[] = [
    { verdict: 'approve', label: t('backoffice.verdict.approve'), applies: () => true },
    { verdict: 'reject', label: t('backoffice.verdict.reject'), applies: () => true },
  ];
  return (
    <Queue<Row, DepositVerdict>
      label={t('backoffice.screen.deposits')}
      empty={t('backoffice.queue.emptyDeposits')}
      load={getDepositQueue}
      path={backofficePaths.depositQueue}
      columns={columns}
      verdicts={verdicts}
      one={decideDeposit}
      many={decideDeposits}
      rowName={(row) => t('backoffice.queue.depositOf', { id: row.id, username: row.username })}
    />
  );
}
