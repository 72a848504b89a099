import { useState, type ReactNode } from 'react';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { useLoad } from '../../../ui/useLoad.ts';

interface Paged<Row> {
  items: Row[];
  page: number;
  size: number;
  total: number;
}

interface PagedListProps<Row, Data extends Paged<Row>> {
  title: string;
  empty: string;
  load: (page: number) => Promise<Data>;
  /** The list's own operator address, which `load` reads: its "Export CSV" downloads the page shown. */
  path: string;
  columns: Column<Row, never>[];
  rowKey: (row: Row) => number | string;
  /** More of the answer under the table (a login list's addresses and devices). */
  extra?: (data: Data) => ReactNode;
}

/** One of the member page's lists, paged on the server, newest first. */
export function PagedList<Row, Data extends Paged<Row>>({ title, empty, load, path, columns, rowKey, extra }: PagedListProps<Row, Data>) {
  const [page, setPage] = useState(1);
  const loaded = useLoad(() => load(page), String(page));
  return (
    <Loading state={loaded}>
      {(data) => (
        <>
          <div className="bo-actions">
            <ExportCsv path={path} query={{ page }} list={title} />
          </div>
          <DataTable<Row, never> label={title} columns={columns} rows={data.items} rowKey={rowKey} empty={empty} />
          <Pager pageCount={Math.ceil(data.total / data.size)} page={page} onPage={setPage} />
          {extra?.(data)}
        </>
      )}
    </Loading>
  );
}
