import { useState } from 'react';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useText } from '../../../ui/text.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { contentListPaths, getVipRanks } from './api.ts';
import { VipRankForm, type VipRank } from './VipRankForm.tsx';

/**
 * The VIP ranks, lowest first: a member holds the highest one whose deposits and valid bets both
 * reach its thresholds. Each is changed from its form; the VIP period itself is a setting.
 */
export default function VipRanks() {
  const { locale } = useText();
  const t = useBackofficeText();
  const loaded = useLoad(() => getVipRanks(), 'vip');
  const [editing, setEditing] = useState<VipRank | null>(null);

  const columns: Column<VipRank, never>[] = [
    { id: 'level', label: t('backoffice.vip.level'), numeric: true, cell: (row) => row.level },
    { id: 'name', label: t('backoffice.vip.name'), cell: (row) => row.name },
    { id: 'deposits', label: t('backoffice.vip.minDeposits'), numeric: true, cell: (row) => <Money value={row.minDeposits} /> },
    { id: 'bets', label: t('backoffice.vip.minValidBets'), numeric: true, cell: (row) => <Money value={row.minValidBets} /> },
    { id: 'reward', label: t('backoffice.vip.rankUpReward'), numeric: true, cell: (row) => <Money value={row.rankUpReward} /> },
    { id: 'benefits', label: t('backoffice.vip.benefits'), cell: (row) => row.benefits[locale] || row.benefits.en },
    {
      id: 'edit',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <button type="button" className="btn btn--ghost" aria-label={t('backoffice.notices.editOf', { title: row.name })} onClick={() => setEditing(row)}>
          {t('backoffice.notices.edit')}
        </button>
      ),
    },
  ];

  return (
    <>
      {editing && (
        <VipRankForm
          key={editing.level}
          rank={editing}
          onSaved={() => {
            setEditing(null);
            loaded.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <Loading state={loaded}>
        {(rows) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={contentListPaths.vipRanks} />
            </div>
            <DataTable<VipRank, never>
              label={t('backoffice.screen.vip')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.level}
              empty={t('backoffice.vip.empty')}
            />
          </>
        )}
      </Loading>
    </>
  );
}
