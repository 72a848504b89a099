import { and, eq, inArray, ne } from 'drizzle-orm';
import { agentCenterTypes, trialType } from '../../../src/contract/auth.ts';
import type { Db } from '../../db/index.ts';
import { member } from '../../db/schema.ts';

/** The agent whose affiliate code a registration came with; only agents can take downlines. */
export async function findAgentByAffiliateCode(db: Db, code: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.affiliateCode, code), inArray(member.type, [...agentCenterTypes]), eq(member.status, 'active')));
  return row ?? null;
}

/** The member who invited this registration with their referral code; a trial account cannot invite. */
export async function findReferrer(db: Db, code: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.referralCode, code), ne(member.type, trialType)));
  return row ?? null;
}
