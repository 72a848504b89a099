import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { AppError } from '../../http/envelope.ts';

/** The day it is now in the operator's time zone, as yyyy-MM-dd. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface DayRange {
  from?: string;
  to?: string;
}

/** A `to` before `from` is the member's mistake, named on the `to` field. */
export function checkRange(range: DayRange, locale: Locale): void {
  if (range.from && range.to && range.to < range.from) {
    throw new AppError('VALIDATION_FAILED', { fields: { to: translator(locale)('validation.invalid') } });
  }
}

/**
 * Conditions keeping `column` within the days, both ends inclusive, where a day runs from midnight
 * to midnight in the operator's time zone (DESIGN §4); the database does the zone arithmetic.
 */
export function withinDays(column: SQLWrapper, range: DayRange, timeZone: string): SQL[] {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(sql`${column} >= (${range.from}::date)::timestamp at time zone ${timeZone}`);
  if (range.to) conditions.push(sql`${column} < ((${range.to}::date + 1)::timestamp at time zone ${timeZone})`);
  return conditions;
}
