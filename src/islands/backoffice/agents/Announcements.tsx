import { useState } from 'react';
import type { OpsAnnouncement } from '../../../contract/agent-desk.ts';
import { agentOpsPaths } from '../../../contract/agent.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { endAnnouncement, getAnnouncements, postAnnouncement } from './api.ts';
import { useReasonedAction } from './useReasonedAction.ts';

interface Draft {
  title: string;
  content: string;
}

/** Announcements to agents: a new one posted with its reason, every one listed, one in force ended. */
export default function Announcements() {
  const t = useBackofficeText();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft>({ title: '', content: '' });
  const loaded = useLoad(() => getAnnouncements(page), String(page));
  const post = useReasonedAction(async (posted: Draft, reason: string) => {
    await postAnnouncement(posted.title, posted.content, reason);
    setDraft({ title: '', content: '' });
    loaded.reload();
    return t('backoffice.announcements.posted', { title: posted.title });
  });
  const end = useReasonedAction(async (row: OpsAnnouncement, reason: string) => {
    await endAnnouncement(row.id, reason);
    loaded.reload();
    return t('backoffice.announcements.ended', { title: row.title });
  });
  const columns: Column<OpsAnnouncement, never>[] = [
    { id: 'title', label: t('backoffice.announcements.title'), cell: (row) => row.title },
    { id: 'content', label: t('backoffice.announcements.content'), cell: (row) => row.content },
    { id: 'by', label: t('backoffice.announcements.by'), cell: (row) => row.createdBy },
    { id: 'at', label: t('backoffice.announcements.at'), cell: (row) => <Time iso={row.createdAt} /> },
    {
      id: 'state',
      label: t('backoffice.announcements.state'),
      cell: (row) =>
        row.endedAt ? (
          <>
            {t('backoffice.announcements.endedAt')} <Time iso={row.endedAt} />
          </>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={() => end.ask(row)}>
            {t('backoffice.announcements.endOf', { title: row.title })}
          </button>
        ),
    },
  ];
  const ready = draft.title.trim() !== '' && draft.content.trim() !== '';
  return (
    <>
      <form
        className="bo-section"
        aria-labelledby="bo-announce-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) post.ask({ title: draft.title.trim(), content: draft.content.trim() });
        }}
      >
        <h2 id="bo-announce-title">{t('backoffice.announcements.new')}</h2>
        <Field label={t('backoffice.announcements.title')}>
          <input maxLength={200} value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
        </Field>
        <Field label={t('backoffice.announcements.content')} hint={t('backoffice.announcements.plain')}>
          <textarea rows={4} maxLength={5000} value={draft.content} onChange={(event) => setDraft({ ...draft, content: event.target.value })} />
        </Field>
        <div className="bo-actions">
          <button type="submit" className="btn btn--primary" disabled={!ready}>
            {t('backoffice.announcements.post')}
          </button>
        </div>
      </form>
      <Loading state={loaded}>
        {(data) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={agentOpsPaths.announcements} query={{ page }} />
            </div>
            <DataTable<OpsAnnouncement, never>
              label={t('backoffice.screen.announcements')}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row.id}
              empty={t('backoffice.announcements.none')}
            />
            <Pager pageCount={Math.ceil(data.total / data.pageSize)} page={page} onPage={setPage} />
          </>
        )}
      </Loading>
      {post.subject && (
        <ReasonDialog
          title={t('backoffice.announcements.post')}
          confirmLabel={t('backoffice.announcements.post')}
          pending={post.pending}
          onConfirm={post.confirm}
          onCancel={post.cancel}
        >
          <p>{post.subject.title}</p>
        </ReasonDialog>
      )}
      {end.subject && (
        <ReasonDialog
          title={t('backoffice.announcements.endOf', { title: end.subject.title })}
          confirmLabel={t('backoffice.announcements.end')}
          pending={end.pending}
          onConfirm={end.confirm}
          onCancel={end.cancel}
        >
          <p>{t('backoffice.announcements.endHint')}</p>
        </ReasonDialog>
      )}
    </>
  );
}
