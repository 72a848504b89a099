import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope.ts';

/**
 * CSV for spreadsheets, one way for every list of the operator API: a header row, then one line per
 * row; UTF-8 with a byte-order mark (so a spreadsheet opening the file does not guess another
 * encoding), CRLF line ends and quotes as RFC 4180 has them, numbers with a decimal point.
 *
 * Formula injection (OWASP "CSV Injection"): a text cell a spreadsheet would read as a formula,
 * one starting with = + - @, a tab or a carriage return, is prefixed with a single quote and
 * quoted, so a member who names themself `=HYPERLINK(…)` shows as text. A plain number (such as a
 * negative amount, `-12.50`) is no formula and stays a number.
 */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value !== 'string' && typeof value !== 'boolean') return text;
  if (formulaStart.test(text) && !plainNumber.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return `\uFEFF${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** `format=csv` in the address or `text/csv` in Accept: a list route answers CSV instead of JSON. */
export function wantsCsv(request: FastifyRequest): boolean {
  const query = request.query as { format?: unknown } | undefined;
  if (query?.format === 'csv') return true;
  if (new URLSearchParams(request.url.split('?')[1] ?? '').get('format') === 'csv') return true;
  return /\btext\/csv\b/i.test(request.headers.accept ?? '');
}

/** Sends CSV as a download named `name`.csv; a list route returns what this returns. */
export function sendCsv<Row>(reply: FastifyReply, name: string, columns: readonly CsvColumn<Row>[], rows: readonly Row[]): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '_')}.csv"`)
    .serializer((payload: unknown) => payload as string)
    .send(toCsv(columns, rows));
}

/** The fields of an item schema, in its order: a list's CSV columns. */
export function fieldsOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): (keyof Shape & string)[] {
  return Object.keys(schema.shape) as (keyof Shape & string)[];
}

/** One column per field, headed by the field's name as the JSON answer has it; a nested value as JSON. */
export function columnsOf<Row extends object>(fields: readonly (keyof Row & string)[]): CsvColumn<Row>[] {
  return fields.map((name) => ({ header: name, value: (row) => cellOf(row[name]) }));
}

function cellOf(value: unknown): string | number | boolean | null | undefined {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/**
 * A list route's answer: the JSON envelope, or CSV of the list's items (the page asked for, with its
 * filter: what the screen shows) when the caller asks for CSV. `items` picks the list out of the
 * answer; `fields` are the columns, usually the item schema's keys (`Object.keys(itemSchema.shape)`).
 */
export function listAnswer<Value, Row extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: Value,
  items: (value: Value) => readonly Row[],
  fields: readonly (keyof Row & string)[],
): ReturnType<typeof ok<Value>> | FastifyReply {
  if (!wantsCsv(request)) return ok(value);
  return sendCsv(reply, name, columnsOf(fields), items(value));
}
