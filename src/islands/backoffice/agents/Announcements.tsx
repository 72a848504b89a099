import { useState } from 'react';
import type { OpsAnnouncement } from '../../../contract/agent-desk.ts';
import { agentOpsPaths, type AnnouncementText } from '../../../contract/agent.ts';
import { locales, type Locale } from '../../../i18n/locales.ts';
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

type Draft = Record<Locale, { title: string; content: string }>;

const blankDraft = (): Draft => ({ en: { title: '', content: '' }, pt: { title: '', content: '' }, tl: { title: '', content: '' } });

/** The languages filled in, English always: a language left without title or content is not sent. */
function textOf(draft: Draft): { title: AnnouncementText; content: AnnouncementText } {
  const title: AnnouncementText = { en: draft.en.title.trim() };
  const content: AnnouncementText = { en: draft.en.content.trim() };
  for (const locale of locales) {
    const entry = draft[locale];
    if (locale === 'en' || !entry.title.trim() || !entry.content.trim()) continue;
    title[locale] = entry.title.trim();
    content[locale] = entry.content.trim();
  }
  return { title, content };
}

/**
 * Announcements to agents: a new one written per language (English required; an agent reading in
 * another language sees the English where that one is empty) and posted with its reason, every one
 * listed, one in force ended. The content is HTML the server sanitizes when it is posted.
 */
export default function Announcements() {
  const t = useBackofficeText();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<Draft>(blankDraft);
  const loaded = useLoad(() => getAnnouncements(page), String(page));
  const post = useReasonedAction(async (posted: ReturnType<typeof textOf>, reason: string) => {
    await postAnnouncement(posted.title, posted.content, reason);
    setDraft(blankDraft());
    loaded.reload();
    return t('backoffice.announcements.posted', { title: posted.title.en });
  });
  const end = useReasonedAction(async (row: OpsAnnouncement, reason: string) => {
    await endAnnouncement(row.id, reason);
    loaded.reload();
    return t('backoffice.announcements.ended', { title: row.title.en });
  });
  const edit = (locale: Locale, field: 'title' | 'content', value: string) => setDraft({ ...draft, [locale]: { ...draft[locale], [field]: value } });
  const columns: Column<OpsAnnouncement, never>[] = [
    { id: 'title', label: t('backoffice.announcements.title'), cell: (row) => row.title.en },
    {
      id: 'content',
      label: t('backoffice.announcements.content'),
      // The server's sanitizer wrote this HTML when it was posted: it is what the agents see.
      cell: (row) => <div className="bo-announcement-content" dangerouslySetInnerHTML={{ __html: row.content.en }} />,
    },
    {
      id: 'languages',
      label: t('backoffice.announcements.languages'),
      cell: (row) =>
        locales
          .filter((locale) => row.title[locale])
          .map((locale) => t(`backoffice.content.language.${locale}`))
          .join(', '),
    },
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
            {t('backoffice.announcements.endOf', { title: row.title.en })}
          </button>
        ),
    },
  ];
  const ready = draft.en.title.trim() !== '' && draft.en.content.trim() !== '';
  return (
    <>
      <form
        className="bo-section"
        aria-labelledby="bo-announce-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) post.ask(textOf(draft));
        }}
      >
        <h2 id="bo-announce-title">{t('backoffice.announcements.new')}</h2>
        {locales.map((locale) => (
          <fieldset key={locale} className="bo-announcement-language" lang={locale}>
            <legend>{t(`backoffice.content.language.${locale}`)}</legend>
            {locale !== 'en' && <p className="mc-field__hint">{t('backoffice.announcements.optional')}</p>}
            <Field label={t('backoffice.announcements.title')}>
              <input maxLength={200} value={draft[locale].title} onChange={(event) => edit(locale, 'title', event.target.value)} />
            </Field>
            <Field label={t('backoffice.announcements.content')} hint={t('backoffice.announcements.plain')}>
              <textarea rows={4} maxLength={5000} value={draft[locale].content} onChange={(event) => edit(locale, 'content', event.target.value)} />
            </Field>
          </fieldset>
        ))}
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
          <p>{post.subject.title.en}</p>
        </ReasonDialog>
      )}
      {end.subject && (
        <ReasonDialog
          title={t('backoffice.announcements.endOf', { title: end.subject.title.en })}
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
