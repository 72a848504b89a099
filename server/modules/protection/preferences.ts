import { eq } from 'drizzle-orm';
import { defaultRealityCheckMinutes } from '../../../src/contract/protection.ts';
import type { Db } from '../../db/index.ts';
import { protectionPreference } from '../../db/schema.ts';

export async function realityCheckMinutes(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select().from(protectionPreference).where(eq(protectionPreference.memberId, memberId));
  return row?.realityCheckMinutes ?? defaultRealityCheckMinutes;
}

export async function setRealityCheckMinutes(db: Db, memberId: number, minutes: number): Promise<number> {
  await db
    .insert(protectionPreference)
    .values({ memberId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({ target: protectionPreference.memberId, set: { realityCheckMinutes: minutes } });
  return minutes;
}
