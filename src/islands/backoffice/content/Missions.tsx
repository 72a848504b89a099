import { useState } from 'react';
import type { z } from 'zod';
import { moneyMetrics, type opsMissionSchema } from '../../../contract/promotions.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useText } from '../../../ui/text.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useToastedAction } from '../../../ui/useToastedAction.ts';
import { useBackofficeText } from '../i18n.tsx';
import { contentListPaths, enableMission, getMissions } from './api.ts';
import { MissionForm } from './MissionForm.tsx';

type Mission = z.infer<typeof opsMissionSchema>;

/**
 * The daily and weekly missions members see in their center, by order. A mission is never deleted:
 * switching it off takes it off the members' board, and the rewards it already paid stay theirs.
 */
export default function Missions() {
  const { locale } = useText();
  const t = useBackofficeText();
  const loaded = useLoad(() => getMissions(), 'missions');
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<Mission | null>(null);
  const { pending, run } = useToastedAction();
  const titleOf = (row: Mission) => row.title[locale] || row.title.en || row.code;

  const toggle = async (mission: Mission, reason: string) => {
    const enabled = !mission.enabled;
    const done = await run(
      () => enableMission(mission.id, enabled, reason),
      () => t(enabled ? 'backoffice.missions.switchedOn' : 'backoffice.missions.switchedOff', { code: mission.code }),
    );
    setToggling(null);
    if (done) loaded.reload();
  };

  const columns: Column<Mission, never>[] = [
    { id: 'code', label: t('backoffice.promotions.code'), cell: (row) => row.code },
    { id: 'title', label: t('backoffice.promotions.title'), cell: titleOf },
    { id: 'period', label: t('backoffice.missions.period'), cell: (row) => t(`backoffice.missions.period.${row.period}`) },
    {
      id: 'metric',
      label: t('backoffice.missions.metric'),
      cell: (row) => `${t(`backoffice.missions.metric.${row.metric}`)}${row.category ? ` · ${row.category}` : ''}`,
    },
    {
      id: 'target',
      label: t('backoffice.missions.target'),
      numeric: true,
      cell: (row) => (moneyMetrics.includes(row.metric) ? <Money value={row.target} /> : row.target),
    },
    { id: 'reward', label: t('backoffice.promotions.reward'), numeric: true, cell: (row) => <Money value={row.reward} /> },
    { id: 'turnover', label: t('backoffice.missions.turnover'), numeric: true, cell: (row) => row.turnover },
    { id: 'enabled', label: t('backoffice.queue.status'), cell: (row) => t(row.enabled ? 'backoffice.notices.shown' : 'backoffice.notices.hidden') },
    {
      id: 'actions',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <button
          type="button"
          className="btn btn--ghost"
          aria-label={t(row.enabled ? 'backoffice.csChannels.switchOffOf' : 'backoffice.csChannels.switchOnOf', { title: titleOf(row) })}
          onClick={() => setToggling(row)}
        >
          {t(row.enabled ? 'backoffice.csChannels.switchOff' : 'backoffice.csChannels.switchOn')}
        </button>
      ),
    },
  ];

  return (
    <>
      {creating ? (
        <MissionForm
          onCreated={() => {
            setCreating(false);
            loaded.reload();
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <div className="bo-actions">
          <button type="button" className="btn btn--primary" onClick={() => setCreating(true)}>
            {t('backoffice.missions.new')}
          </button>
        </div>
      )}
      <Loading state={loaded}>
        {(rows) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={contentListPaths.missions} />
            </div>
            <DataTable<Mission, never>
              label={t('backoffice.screen.missions')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              empty={t('backoffice.missions.empty')}
            />
          </>
        )}
      </Loading>
      {toggling && (
        <ReasonDialog
          title={t(toggling.enabled ? 'backoffice.csChannels.switchOffOf' : 'backoffice.csChannels.switchOnOf', { title: titleOf(toggling) })}
          confirmLabel={t(toggling.enabled ? 'backoffice.csChannels.switchOff' : 'backoffice.csChannels.switchOn')}
          pending={pending}
          onConfirm={(reason) => void toggle(toggling, reason)}
          onCancel={() => setToggling(null)}
        >
          <p>{t(toggling.enabled ? 'backoffice.missions.switchOffHint' : 'backoffice.missions.switchOnHint')}</p>
        </ReasonDialog>
      )}
    </>
  );
}
