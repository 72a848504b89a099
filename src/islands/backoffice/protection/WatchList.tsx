import type { z } from 'zod';
import type { watchedMemberSchema } from '../../../contract/protection.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useReasonedAction } from '../agents/useReasonedAction.ts';
import { useBackofficeText } from '../i18n.tsx';
import { MemberCell } from '../queues/MemberCell.tsx';
import { endExclusion, getWatchList, watchListPath } from './api.ts';

type Watched = z.infer<typeof watchedMemberSchema>;

/** A permanent self-exclusion has no end date: only the operator can end it. */
const permanent = (row: Watched) => row.exclusion?.kind === 'self' && row.exclusion.endsAt === null;

/** Members with limits, an exclusion in force or markers of harm; a permanent exclusion ended with its reason. */
export default function WatchList() {
  const t = useBackofficeText();
  const loaded = useLoad(() => getWatchList());
  const end = useReasonedAction(async (row: Watched, reason: string) => {
    await endExclusion(row.id, reason);
    loaded.reload();
    return t('backoffice.protection.exclusionEnded', { username: row.username });
  });
  const columns: Column<Watched, never>[] = [
    { id: 'member', label: t('backoffice.queue.member'), cell: (row) => <MemberCell memberId={row.id} username={row.username} /> },
    { id: 'limits', label: t('backoffice.protection.limits'), numeric: true, cell: (row) => row.limits },
    {
      id: 'exclusion',
      label: t('backoffice.protection.exclusionColumn'),
      cell: (row) =>
        row.exclusion ? (
          <>
            {t(`backoffice.protection.exclusionKind.${permanent(row) ? 'permanent' : row.exclusion.kind}`)}
            {row.exclusion.endsAt && (
              <>
                {' '}
                {t('backoffice.protection.until')} <Time iso={row.exclusion.endsAt} />
              </>
            )}
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'markers',
      label: t('backoffice.protection.markers'),
      cell: (row) => row.markers.map((marker) => t(`backoffice.protection.marker.${marker}`)).join(', ') || '—',
    },
    {
      id: 'actions',
      label: t('backoffice.queue.actions'),
      cell: (row) =>
        permanent(row) ? (
          <button type="button" className="btn btn--ghost" onClick={() => end.ask(row)}>
            {t('backoffice.protection.endExclusionOf', { username: row.username })}
          </button>
        ) : null,
    },
  ];
  return (
    <>
      <Loading state={loaded}>
        {(rows) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={watchListPath} />
            </div>
            <DataTable<Watched, never>
              label={t('backoffice.screen.protection')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              empty={t('backoffice.protection.none')}
            />
          </>
        )}
      </Loading>
      {end.subject && (
        <ReasonDialog
          title={t('backoffice.protection.endExclusionOf', { username: end.subject.username })}
          confirmLabel={t('backoffice.protection.endExclusion')}
          pending={end.pending}
          onConfirm={end.confirm}
          onCancel={end.cancel}
        >
          <p>{t('backoffice.protection.endHint')}</p>
        </ReasonDialog>
      )}
    </>
  );
}
