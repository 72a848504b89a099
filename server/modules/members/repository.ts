import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { trialType } from '../../../src/contract/auth.ts';
import type { Db } from '../../db/index.ts';
import { knownIp, loginEvent, member } from '../../db/schema.ts';

export type Member = typeof member.$inferSelect;
export type NewMember = typeof member.$inferInsert;

export async function findMemberById(db: Db, id: number): Promise<Member | null> {
  const [row] = await db.select().from(member).where(eq(member.id, id)).limit(1);
  return row ?? null;
}

/** Usernames are unique regardless of case, and found that way. */
export async function findMemberByUsername(db: Db, username: string): Promise<Member | null> {
  const [row] = await db
    .select()
    .from(member)
    .where(sql`lower(${member.username}) = lower(${username.trim()})`)
    .limit(1);
  return row ?? null;
}

/** The real (non-trial) account that owns a mobile number; the oldest when several share it. */
export async function findMemberByMobile(db: Db, mobileNum: string): Promise<Member | null> {
  const [row] = await db
    .select()
    .from(member)
    .where(and(eq(member.mobileNum, mobileNum.trim()), ne(member.type, trialType)))
    .orderBy(asc(member.id))
    .limit(1);
  return row ?? null;
}

export async function insertMember(db: Db, values: NewMember): Promise<Member> {
  const [row] = await db.insert(member).values(values).returning();
  if (!row) throw new Error('member was not written');
  return row;
}

export async function updateMember(db: Db, id: number, values: Partial<NewMember>): Promise<void> {
  await db.update(member).set(values).where(eq(member.id, id));
}

export async function isKnownIp(db: Db, memberId: number, ip: string): Promise<{ known: boolean; anyKnown: boolean }> {
  const rows = await db.select({ ip: knownIp.ip }).from(knownIp).where(eq(knownIp.memberId, memberId));
  return { known: rows.some((row) => row.ip === ip), anyKnown: rows.length > 0 };
}

export async function rememberIp(db: Db, memberId: number, ip: string): Promise<void> {
  await db.insert(knownIp).values({ memberId, ip }).onConflictDoNothing();
}

export interface LoginEventInput {
  memberId?: number | null;
  username?: string | null;
  method: string;
  outcome: string;
  ip: string;
  userAgent?: string | null;
}

export async function recordLoginEvent(db: Db, event: LoginEventInput): Promise<void> {
  await db.insert(loginEvent).values({
    memberId: event.memberId ?? null,
    username: event.username?.slice(0, 64) ?? null,
    method: event.method,
    outcome: event.outcome,
    ip: event.ip,
    userAgent: event.userAgent?.slice(0, 400) ?? null,
  });
}
