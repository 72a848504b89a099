import { useState } from 'react';
import { auditTrailPath, type AuditEntry } from '../../../contract/audit-trail.ts';
import type { AuditVerify } from '../../../contract/protection.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { auditQuery, getAuditPage, verifyAuditChain, type AuditFilter } from './api.ts';

const noFilter: AuditFilter = { actor: '', action: '', target: '', from: '', to: '' };
/** A datetime-local input's value (the browser's zone) as an instant, or empty. */
const instant = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * The audit trail, newest first, by actor, action, target and time. Verifying walks the whole hash
 * chain on the server; a break opens the trail on the row where it is, marked.
 */
export default function AuditTrail() {
  const t = useBackofficeText();
  const { t: kit } = useText();
  const [typed, setTyped] = useState(noFilter);
  const [filter, setFilter] = useState(noFilter);
  const [page, setPage] = useState(1);
  const [verified, setVerified] = useState<AuditVerify | null>(null);
  const [verifying, setVerifying] = useState(false);
  const loaded = useLoad(() => getAuditPage(filter, page), `${JSON.stringify(filter)}:${page}`);

  const verify = async () => {
    setVerifying(true);
    try {
      const result = await verifyAuditChain();
      setVerified(result);
      if (result.firstBreak !== null) {
        setTyped(noFilter);
        setFilter({ ...noFilter, upTo: result.firstBreak });
        setPage(1);
      }
    } catch (error) {
      toast('error', failureMessage(asFailure(error), kit));
    } finally {
      setVerifying(false);
    }
  };
  const broken = verified?.firstBreak ?? null;
  const columns: Column<AuditEntry, never>[] = [
    {
      id: 'id',
      label: t('backoffice.audit.entry'),
      numeric: true,
      cell: (row) =>
        row.id === broken ? (
          <strong className="bo-audit__break" data-testid="audit-break">
            {t('backoffice.audit.breakHere', { id: row.id })}
          </strong>
        ) : (
          row.id
        ),
    },
    { id: 'at', label: t('backoffice.audit.at'), cell: (row) => <Time iso={row.at} /> },
    { id: 'actor', label: t('backoffice.audit.actor'), cell: (row) => row.actor },
    { id: 'action', label: t('backoffice.audit.action'), cell: (row) => row.action },
    { id: 'target', label: t('backoffice.audit.target'), cell: (row) => row.target },
    { id: 'data', label: t('backoffice.audit.data'), cell: (row) => <code className="bo-audit__data">{JSON.stringify(row.data)}</code> },
  ];
  const field = (key: 'actor' | 'action' | 'target', hint?: string) => (
    <Field label={t(`backoffice.audit.${key}`)} hint={hint}>
      <input autoComplete="off" spellCheck={false} value={typed[key]} onChange={(event) => setTyped({ ...typed, [key]: event.target.value })} />
    </Field>
  );
  return (
    <>
      <div className="bo-actions">
        <button type="button" className="btn btn--primary" disabled={verifying} onClick={() => void verify()}>
          {t('backoffice.audit.verify')}
        </button>
      </div>
      {verified && (
        <p className={broken === null ? 'mc-notice' : 'mc-notice mc-notice--error'} role={broken === null ? 'status' : 'alert'}>
          {broken === null ? t('backoffice.audit.intact', { count: verified.length }) : t('backoffice.audit.broken', { id: broken, count: verified.length })}
        </p>
      )}
      <form
        className="bo-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...typed, from: instant(typed.from), to: instant(typed.to) });
          setPage(1);
        }}
      >
        {field('actor')}
        {field('action', t('backoffice.audit.startsWith'))}
        {field('target', t('backoffice.audit.startsWith'))}
        <Field label={t('backoffice.period.from')}>
          <input type="datetime-local" value={typed.from} onChange={(event) => setTyped({ ...typed, from: event.target.value })} />
        </Field>
        <Field label={t('backoffice.period.to')}>
          <input type="datetime-local" value={typed.to} onChange={(event) => setTyped({ ...typed, to: event.target.value })} />
        </Field>
        <button type="submit" className="btn btn--primary">
          {t('backoffice.members.find')}
        </button>
      </form>
      <Loading state={loaded}>
        {(data) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={auditTrailPath} query={auditQuery(filter, page)} />
            </div>
            <DataTable<AuditEntry, never>
              label={t('backoffice.screen.audit')}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row.id}
              empty={t('backoffice.audit.none')}
            />
            <Pager pageCount={Math.ceil(data.total / data.pageSize)} page={page} onPage={setPage} />
          </>
        )}
      </Loading>
    </>
  );
}
