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
 * Where a screen has more than one list, `list` names the one it exports, for those who hear links.
 */
export function ExportCsv({ path, query, list }: { path: string; query?: Query; list?: string }) {
  const { t } = useText();
  return (
    <a
      className="btn btn--ghost"
      href={csvHref(path, query)}
      download
      data-testid="export-csv"
      aria-label={list ? t('center.exportCsvOf', { list }) : undefined}
    >
      {t('center.exportCsv')}
    </a>
  );
}
