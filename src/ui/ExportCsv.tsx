import { useText } from './text.tsx';

type Query = Record<string, string | number | undefined>;

/** The address of a list's CSV: the same call and filter as the screen's, with `format=csv`. */
export function csvHref(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
  params.set('format', 'csv');
  return `${path}?${params}`;
}

/**
 * "Export CSV" beside a list: downloads what the list shows, with its filter, from the list's own
 * operator call (server/http/csv.ts). A link, so the browser's own download takes the session cookie.
 */
export function ExportCsv({ path, query }: { path: string; query?: Query }) {
  const { t } = useText();
  return (
    <a className="btn btn--ghost" href={csvHref(path, query)} download data-testid="export-csv">
      {t('center.exportCsv')}
    </a>
  );
}
