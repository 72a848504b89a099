import { useState } from 'react';
import type { OpsCsChannel } from '../../../contract/inbox.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { contentListPaths, getCsChannels, saveCsChannel } from './api.ts';
import { CsChannelForm } from './CsChannelForm.tsx';

/**
 * The customer-service channels members reach from the site (live chat, Telegram…), by order. A
 * channel is removed by switching it off: the route keeps its row, so switching it back on restores it.
 */
export default function CsChannels() {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const loaded = useLoad(() => getCsChannels(), 'cs-channels');
  const [editing, setEditing] = useState<OpsCsChannel | 'new' | null>(null);
  const [toggling, setToggling] = useState<OpsCsChannel | null>(null);
  const [pending, setPending] = useState(false);

  const toggle = async (channel: OpsCsChannel, reason: string) => {
    setPending(true);
    try {
      const { id: _id, ...fields } = channel;
      await saveCsChannel(channel.id, { ...fields, enabled: !channel.enabled, reason });
      toast('success', t('backoffice.csChannels.saved', { title: channel.title }));
      loaded.reload();
    } catch (failure) {
      toast('error', failureMessage(asFailure(failure), kit));
    } finally {
      setPending(false);
      setToggling(null);
    }
  };

  const columns: Column<OpsCsChannel, never>[] = [
    { id: 'type', label: t('backoffice.csChannels.type'), cell: (row) => t(`backoffice.csChannels.type.${row.csType}`) },
    { id: 'title', label: t('backoffice.promotions.title'), cell: (row) => row.title },
    { id: 'url', label: t('backoffice.csChannels.url'), cell: (row) => row.url },
    { id: 'order', label: t('backoffice.promotions.sortOrder'), numeric: true, cell: (row) => row.sortOrder },
    { id: 'enabled', label: t('backoffice.queue.status'), cell: (row) => t(row.enabled ? 'backoffice.notices.shown' : 'backoffice.notices.hidden') },
    {
      id: 'actions',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <span className="bo-actions">
          <button type="button" className="btn btn--ghost" aria-label={t('backoffice.notices.editOf', { title: row.title })} onClick={() => setEditing(row)}>
            {t('backoffice.notices.edit')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setToggling(row)}>
            {t(row.enabled ? 'backoffice.csChannels.switchOff' : 'backoffice.csChannels.switchOn')}
          </button>
        </span>
      ),
    },
  ];

  const saved = () => {
    setEditing(null);
    loaded.reload();
  };

  return (
    <>
      {editing ? (
        <CsChannelForm
          key={editing === 'new' ? 'new' : editing.id}
          channel={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="bo-actions">
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            {t('backoffice.csChannels.new')}
          </button>
        </div>
      )}
      <Loading state={loaded}>
        {(rows) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={contentListPaths.csChannels} />
            </div>
            <DataTable<OpsCsChannel, never>
              label={t('backoffice.screen.cs-channels')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              empty={t('backoffice.csChannels.empty')}
            />
          </>
        )}
      </Loading>
      {toggling && (
        <ReasonDialog
          title={t(toggling.enabled ? 'backoffice.csChannels.switchOffOf' : 'backoffice.csChannels.switchOnOf', { title: toggling.title })}
          confirmLabel={t(toggling.enabled ? 'backoffice.csChannels.switchOff' : 'backoffice.csChannels.switchOn')}
          pending={pending}
          onConfirm={(reason) => void toggle(toggling, reason)}
          onCancel={() => setToggling(null)}
        />
      )}
    </>
  );
}
