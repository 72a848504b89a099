import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { loginEvent } from '../../db/schema.ts';

/** Outcomes that opened a session. */
const completed = ['success', 'change-password'];

/** When and from where the member last got in, before the login being completed; null the first time. */
export async function previousLogin(db: Db, memberId: number): Promise<{ at: string; ip: string } | null> {
  const [row] = await db
    .select({ at: loginEvent.at, ip: loginEvent.ip })
    .from(loginEvent)
    .where(and(eq(loginEvent.memberId, memberId), inArray(loginEvent.outcome, completed)))
    .orderBy(desc(loginEvent.at), desc(loginEvent.id))
    .limit(1);
  return row ? { at: row.at.toISOString(), ip: row.ip } : null;
}
