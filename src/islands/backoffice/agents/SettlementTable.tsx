import type { SettlementItem } from '../../../contract/contracts.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useBackofficeText } from '../i18n.tsx';

type Row = Omit<SettlementItem, 'paidAt'> & { paidAt?: string };

/** Each contract's figures for a period and its pay-out: a preview, a run's answer or a past run's payments. */
export function SettlementTable({ label, rows }: { label: string; rows: Row[] }) {
  const t = useBackofficeText();
  const columns: Column<Row, never>[] = [
    { id: 'holder', label: t('backoffice.contracts.holder'), cell: (row) => row.holder },
    { id: 'contract', label: t('backoffice.contracts.id'), numeric: true, cell: (row) => row.contractId },
    { id: 'validBet', label: t('backoffice.agents.figure.validBets'), numeric: true, cell: (row) => <Money value={row.figures.validBet} /> },
    { id: 'netLoss', label: t('backoffice.contracts.netLoss'), numeric: true, cell: (row) => <Money value={row.figures.netLoss} /> },
    { id: 'active', label: t('backoffice.contracts.activeMembers'), numeric: true, cell: (row) => row.figures.activeMembers },
    { id: 'tier', label: t('backoffice.settlements.tier'), numeric: true, cell: (row) => (row.figures.tier === null ? '—' : row.figures.tier + 1) },
    { id: 'gross', label: t('backoffice.settlements.gross'), numeric: true, cell: (row) => <Money value={row.figures.gross} /> },
    { id: 'downline', label: t('backoffice.settlements.downline'), numeric: true, cell: (row) => <Money value={row.figures.downline} /> },
    { id: 'amount', label: t('backoffice.settlements.payout'), numeric: true, cell: (row) => <Money value={row.amount} /> },
  ];
  return (
    <DataTable<Row, never>
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.contractId}:${row.from}`}
      empty={t('backoffice.settlements.noContracts')}
    />
  );
}
