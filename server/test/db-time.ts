import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

/**
 * The database's own time. Rows stamped by the database (defaultNow) are checked to lie between
 * two readings taken around the action, rather than within a tolerance of the wall clock.
 */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await db.select({ now: sql<string>`now()` }).from(sql`(select 1) as one`);
  return new Date(row?.now ?? Number.NaN);
}
