/**
 * A spreadsheet reads a cell starting with one of these as a formula (CSV injection, OWASP); a
 * leading apostrophe keeps it text. A plain number ("-50.00") is left alone: it computes nothing.
 */
const formulaStart = /^[=+\-@\t\r]/u;
const plainNumber = /^-?\d+(\.\d+)?$/u;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** One CSV cell: formula-safe, quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function csvCell(value: unknown): string {
  const text = cellText(value);
  const safe = formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text;
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * Rows as CSV: the header is every column any row has, in first-seen order. A byte-order mark
 * leads, so spreadsheet programs read the UTF-8 (names, Portuguese and Tagalog text) as UTF-8.
 */
export function toCsv(rows: ReadonlyArray<Record<string, unknown>>): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
