import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from './index.ts';
import { member } from './schema.ts';

/** The demo member sits under agent1, so a transfer to upline works out of the box. */
const demoUplines: Record<string, string> = { demo: 'agent1' };

/** Gives each demo member its upline when it has none yet; an upline set since is left alone. */
export async function seedDemoUplines(db: Db): Promise<void> {
  for (const [username, uplineName] of Object.entries(demoUplines)) {
    await db
      .update(member)
      .set({ uplineId: sql`(select id from ${member} where lower(username) = ${uplineName})` })
      .where(and(sql`lower(${member.username}) = ${username}`, isNull(member.uplineId)));
  }
}
