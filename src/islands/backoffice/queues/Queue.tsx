import { useState } from 'react';
import type { BulkResult, QueueQuery } from '../../../contract/backoffice.ts';
import { DataTable, type Column, type Sorting } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useText } from '../../../ui/text.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { decide } from './decide.ts';

type SortKey = QueueQuery['sort'];
interface Paged<Row> {
  items: Row[];
  page: number;
  size: number;
  total: number;
}

export interface Verdict<V extends string> {
  verdict: V;
  /** The button's words, and the toast's when it went through. */
  label: string;
  /** Whether a row may take this verdict (a withdrawal is paid only once approved). */
  applies: (row: { status?: string }) => boolean;
}

interface QueueProps<Row extends { id: number; status?: string }, V extends string> {
  label: string;
  empty: string;
  load: (query: Partial<QueueQuery>) => Promise<Paged<Row>>;
  /** The queue's operator call, for its CSV. */
  path: string;
  columns: Column<Row, SortKey>[];
  verdicts: Verdict<V>[];
  one: (id: number, verdict: V, reason: string) => Promise<unknown>;
  many: (ids: number[], verdict: V, reason: string) => Promise<BulkResult>;
  /** "Deposit 12 of alice", for the row's checkbox and the dialog. */
  rowName: (row: Row) => string;
}

const size = 20;

/**
 * A queue of requests waiting for a decision: the server pages and sorts it, rows can be picked for
 * one decision on all of them, and every decision asks for its reason first.
 */
export function Queue<Row extends { id: number; status?: string }, V extends string>({
  label,
  empty,
  load,
  path,
  columns,
  verdicts,
  one,
  many,
  rowName,
}: QueueProps<Row, V>) {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const [sorting, setSorting] = useState<Sorting<SortKey>>({ sort: 'age', order: 'asc' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number | string>>(new Set());
  const [asked, setAsked] = useState<{ ids: number[]; verdict: Verdict<V>; what: string } | null>(null);
  const [pending, setPending] = useState(false);
  const loaded = useLoad(() => load({ ...sorting, page, size }), `${sorting.sort}:${sorting.order}:${page}`);

  const confirm = async (reason: string) => {
    if (!asked) return;
    setPending(true);
    const changed = await decide(
      asked.ids,
      reason,
      { one: (id, why) => one(id, asked.verdict.verdict, why), many: (ids, why) => many(ids, asked.verdict.verdict, why) },
      { t, kit, done: asked.verdict.label },
    );
    setPending(false);
    setAsked(null);
    if (changed) {
      setSelected(new Set());
      loaded.reload();
    }
  };

  const actionColumn: Column<Row, SortKey> = {
    id: 'actions',
    label: t('backoffice.queue.actions'),
    cell: (row) => (
      <div className="bo-actions">
        {verdicts
          .filter((verdict) => verdict.applies(row))
          .map((verdict) => (
            <button
              key={verdict.verdict}
              type="button"
              className={verdict.verdict === 'reject' ? 'btn btn--ghost' : 'btn btn--primary'}
              aria-label={`${verdict.label}: ${rowName(row)}`}
              onClick={() => setAsked({ ids: [row.id], verdict, what: rowName(row) })}
            >
              {verdict.label}
            </button>
          ))}
      </div>
    ),
  };

  return (
    <Loading state={loaded}>
      {(data) => {
        const picked = data.items.filter((row) => selected.has(row.id));
        const bulk = (
          <div className="bo-bulk" role="group" aria-label={t('backoffice.queue.bulk')}>
            <span>{t('backoffice.queue.selected', { count: picked.length })}</span>
            {verdicts.map((verdict) => {
              const rows = picked.filter((row) => verdict.applies(row));
              return (
                <button
                  key={verdict.verdict}
                  type="button"
                  className="btn btn--ghost"
                  disabled={rows.length === 0}
                  onClick={() => setAsked({ ids: rows.map((row) => row.id), verdict, what: t('backoffice.queue.selected', { count: rows.length }) })}
                >
                  {t('backoffice.queue.bulkAction', { action: verdict.label, count: rows.length })}
                </button>
              );
            })}
          </div>
        );
        return (
          <>
            <div className="bo-actions">
              <p className="bo-queue__count">{t('backoffice.queue.total', { count: data.total })}</p>
              <ExportCsv path={path} query={{ ...sorting, page, size }} />
            </div>
            {data.items.length > 0 && bulk}
            <DataTable<Row, SortKey>
              label={label}
              columns={[...columns, actionColumn]}
              rows={data.items}
              rowKey={(row) => row.id}
              empty={empty}
              sorting={sorting}
              onSort={(next) => {
                setSorting(next);
                setPage(1);
              }}
              selected={selected}
              onSelect={setSelected}
              rowName={(row) => t('backoffice.queue.pick', { what: rowName(row) })}
            />
            <Pager pageCount={Math.ceil(data.total / size)} page={page} onPage={setPage} />
            {asked && (
              <ReasonDialog
                title={t('backoffice.queue.confirmTitle', { action: asked.verdict.label })}
                confirmLabel={asked.verdict.label}
                pending={pending}
                onConfirm={(reason) => void confirm(reason)}
                onCancel={() => setAsked(null)}
              >
                <p>{asked.what}</p>
              </ReasonDialog>
            )}
          </>
        );
      }}
    </Loading>
  );
}
