import './kit.css';
import type { ReactNode } from 'react';
import { useText } from './text.tsx';

export type SortOrder = 'asc' | 'desc';
export interface Sorting<K extends string> {
  sort: K;
  order: SortOrder;
}

export interface Column<Row, K extends string> {
  /** The column's id; a sortable column's id is the `sort` the server takes. */
  id: string;
  label: string;
  sortable?: K;
  /** Right-aligned, for amounts. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row, K extends string> {
  label: string;
  columns: Column<Row, K>[];
  rows: Row[];
  rowKey: (row: Row) => number | string;
  /** What the table says with no rows. */
  empty: ReactNode;
  sorting?: Sorting<K>;
  onSort?: (sorting: Sorting<K>) => void;
  /** With these, the first column holds a checkbox per row and one for all rows shown. */
  selected?: ReadonlySet<number | string>;
  onSelect?: (keys: Set<number | string>) => void;
  /** The accessible name of a row's checkbox ("Select deposit 12"). */
  rowName?: (row: Row) => string;
}

/**
 * A table of server-paged records: headers that sort (a button each, the order announced with
 * aria-sort, the server doing the sorting), optional row selection for bulk actions, and an empty
 * state. The region scrolls sideways on narrow screens and is reachable with the keyboard.
 */
export function DataTable<Row, K extends string>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  sorting,
  onSort,
  selected,
  onSelect,
  rowName,
}: DataTableProps<Row, K>) {
  const { t } = useText();
  if (rows.length === 0) return <p className="mc-empty">{empty}</p>;
  const selectable = selected !== undefined && onSelect !== undefined;
  const allSelected = selectable && rows.every((row) => selected.has(rowKey(row)));
  const toggle = (key: number | string) => {
    if (!selectable) return;
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelect(next);
  };
  const sortBy = (key: K) => {
    if (!onSort) return;
    const order: SortOrder = sorting?.sort === key && sorting.order === 'asc' ? 'desc' : 'asc';
    onSort({ sort: key, order });
  };
  return (
    <div className="mc-table ui-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="ui-table__check">
                <input
                  type="checkbox"
                  aria-label={t('center.select.all')}
                  checked={allSelected}
                  onChange={() => onSelect(allSelected ? new Set() : new Set(rows.map(rowKey)))}
                />
              </th>
            )}
            {columns.map((column) => {
              const active = column.sortable !== undefined && sorting?.sort === column.sortable;
              const ariaSort = active ? (sorting?.order === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th key={column.id} scope="col" aria-sort={ariaSort} className={column.numeric ? 'ui-table__num' : undefined}>
                  {column.sortable !== undefined && onSort ? (
                    <button type="button" className="ui-table__sort" onClick={() => sortBy(column.sortable as K)}>
                      {column.label}
                      <span aria-hidden="true">{active ? (sorting?.order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <tr key={key} aria-selected={selectable ? selected.has(key) : undefined}>
                {selectable && (
                  <td className="ui-table__check">
                    <input
                      type="checkbox"
                      aria-label={rowName ? rowName(row) : t('center.select.row')}
                      checked={selected.has(key)}
                      onChange={() => toggle(key)}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.id} className={column.numeric ? 'ui-table__num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
