import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/functions.ts';
import type { Db } from '../../db/index.ts';

export interface Period {
  start: Date;
  end: Date;
}

/** The operator's day and week (Monday to Sunday) around `now`, in its time zone. */
export async function periodsAt(db: Db, now: Date, timeZone: string): Promise<{ daily: Period; weekly: Period }> {
  const at = now.toISOString();
  const local = sql`(${at}::timestamptz at time zone ${timeZone})`;
  type Row = Record<'day_start' | 'day_end' | 'week_start' | 'week_end', string | Date>;
  const [row] = await rowsOf<Row>(
    db,
    sql`
    select date_trunc('day', ${local}) at time zone ${timeZone} as day_start,
           (date_trunc('day', ${local}) + interval '1 day') at time zone ${timeZone} as day_end,
           date_trunc('week', ${local}) at time zone ${timeZone} as week_start,
           (date_trunc('week', ${local}) + interval '7 days') at time zone ${timeZone} as week_end`,
  );
  if (!row) throw new Error('no period row');
  const date = (value: string | Date) => new Date(value);
  return { daily: { start: date(row.day_start), end: date(row.day_end) }, weekly: { start: date(row.week_start), end: date(row.week_end) } };
}
