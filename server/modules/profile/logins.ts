import { desc, eq } from 'drizzle-orm';
import type { LoginHistory } from '../../../src/contract/member.ts';
import type { Db } from '../../db/index.ts';
import { loginEvent } from '../../db/schema.ts';
import type { Member } from '../members/repository.ts';

export const loginHistoryLength = 50;

/** The member's latest login attempts, newest first, and when they last got in. */
export async function loginHistory(db: Db, who: Member): Promise<LoginHistory> {
  const rows = await db
    .select({ at: loginEvent.at, ip: loginEvent.ip, method: loginEvent.method, outcome: loginEvent.outcome })
    .from(loginEvent)
    .where(eq(loginEvent.memberId, who.id))
    .orderBy(desc(loginEvent.at), desc(loginEvent.id))
    .limit(loginHistoryLength);
  return {
    lastLoginAt: who.lastLoginAt ? who.lastLoginAt.toISOString() : null,
    items: rows.map((row) => ({ time: row.at.toISOString(), ip: row.ip, method: row.method, outcome: row.outcome })),
  };
}
