import type { ReactNode } from 'react';

interface Props {
  /** The region's accessible name: the page's title. */
  label: string;
  /** Headings; a time column's may carry its zone (ZoneNote). */
  columns: ReactNode[];
  /** The body rows. */
  children: ReactNode;
}

/** A scrollable, keyboard-reachable table of records with its column headings (account and betting records). */
export function RecordTable({ label, columns, children }: Props) {
  return (
    <div className="mc-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
