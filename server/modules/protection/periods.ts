import { sql, type SQL } from 'drizzle-orm';
import type { LimitPeriod } from '../../../src/contract/protection.ts';

/**
 * The start of the day, week (Monday) or month that `now` falls in, in the operator's time zone,
 * as a SQL timestamptz: limits reset at the operator's midnight, not the server's.
 */
export function periodStart(period: LimitPeriod, timeZone: string, now: Date): SQL {
  return sql`(date_trunc(${period}, ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;
}
