import { useState } from 'react';
import { noticeTypes, type NoticeType, type OpsNotice } from '../../../contract/inbox.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useText } from '../../../ui/text.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { contentListPaths, getNotices } from './api.ts';
import { NoticeForm } from './NoticeForm.tsx';

/**
 * Banners, announcements, popups, promotion notices and the home ticker, newest first, by kind. One
 * is changed or ended (switched off, or given an end) from its form; nothing is ever deleted.
 */
export default function Notices() {
  const { locale } = useText();
  const t = useBackofficeText();
  const loaded = useLoad(() => getNotices(), 'notices');
  const [type, setType] = useState<NoticeType | ''>('');
  const [editing, setEditing] = useState<OpsNotice | 'new' | null>(null);
  const when = (at: string) => new Date(at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: Column<OpsNotice, never>[] = [
    { id: 'type', label: t('backoffice.notices.type'), cell: (row) => t(`backoffice.notices.type.${row.type}`) },
    { id: 'title', label: t('backoffice.promotions.title'), cell: (row) => row.title },
    {
      id: 'language',
      label: t('backoffice.notices.language'),
      cell: (row) =>
        row.locale === 'en' || row.locale === 'pt' || row.locale === 'tl'
          ? t(`backoffice.content.language.${row.locale}`)
          : t('backoffice.notices.everyLanguage'),
    },
    { id: 'window', label: t('backoffice.promotions.window'), cell: (row) => `${when(row.startsAt)} – ${row.endsAt ? when(row.endsAt) : '…'}` },
    { id: 'enabled', label: t('backoffice.queue.status'), cell: (row) => t(row.enabled ? 'backoffice.notices.shown' : 'backoffice.notices.hidden') },
    {
      id: 'edit',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <button type="button" className="btn btn--ghost" aria-label={t('backoffice.notices.editOf', { title: row.title })} onClick={() => setEditing(row)}>
          {t('backoffice.notices.edit')}
        </button>
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
        <NoticeForm
          key={editing === 'new' ? 'new' : editing.id}
          notice={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="bo-actions">
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            {t('backoffice.notices.new')}
          </button>
        </div>
      )}
      <Field label={t('backoffice.notices.type')}>
        <select value={type} onChange={(event) => setType(event.target.value as NoticeType | '')}>
          <option value="">{t('backoffice.notices.allTypes')}</option>
          {noticeTypes.map((option) => (
            <option key={option} value={option}>
              {t(`backoffice.notices.type.${option}`)}
            </option>
          ))}
        </select>
      </Field>
      <Loading state={loaded}>
        {(rows) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={contentListPaths.notices} query={{ type }} />
            </div>
            <DataTable<OpsNotice, never>
              label={t('backoffice.screen.notices')}
              columns={columns}
              rows={type ? rows.filter((row) => row.type === type) : rows}
              rowKey={(row) => row.id}
              empty={t('backoffice.notices.empty')}
            />
          </>
        )}
      </Loading>
    </>
  );
}
