import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.ts';
import { staff, staffSession } from '../../db/schema.ts';
import type { Tx } from '../ledger/types.ts';
import { readCookie } from '../captcha/cookie.ts';

/** The staff session travels only in this cookie: HttpOnly, SameSite=Strict, sent to the operator API alone. */
export const staffCookie = 'tala_staff';
const cookiePath = '/ops';

/** A session ends after 30 minutes without a call, and 12 hours after sign-in whatever happens. */
export const staffIdleMs = 30 * 60_000;
export const staffAbsoluteMs = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const touchEveryMs = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function startStaffSession(tx: Tx | Db, input: { staffId: number; ip: string; now: Date }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(staffSession).values({ staffId: input.staffId, tokenHash: hashOf(token), ip: input.ip, createdAt: input.now, lastSeenAt: input.now });
  return token;
}

export interface OpenStaffSession {
  sessionId: number;
  staffId: number;
  username: string;
  roles: (typeof staff.$inferSelect)['roles'];
}

/** The live session behind a cookie, or null: ended, idle too long, too old, or its staff member disabled. */
export async function findStaffSession(db: Db, token: string, now: Date): Promise<OpenStaffSession | null> {
  const [row] = await db
    .select({ session: staffSession, username: staff.username, roles: staff.roles, status: staff.status })
    .from(staffSession)
    .innerJoin(staff, eq(staff.id, staffSession.staffId))
    .where(and(eq(staffSession.tokenHash, hashOf(token)), isNull(staffSession.endedAt)))
    .limit(1);
  if (!row || row.status !== 'active') return null;
  const { session } = row;
  const at = now.getTime();
  if (at - session.lastSeenAt.getTime() > staffIdleMs || at - session.createdAt.getTime() > staffAbsoluteMs) return null;
  if (at - session.lastSeenAt.getTime() > touchEveryMs) await db.update(staffSession).set({ lastSeenAt: now }).where(eq(staffSession.id, session.id));
  return { sessionId: session.id, staffId: session.staffId, username: row.username, roles: row.roles };
}

export async function endStaffSession(db: Db, token: string, now: Date): Promise<void> {
  await db
    .update(staffSession)
    .set({ endedAt: now })
    .where(and(eq(staffSession.tokenHash, hashOf(token)), isNull(staffSession.endedAt)));
}

/** Every open session of a staff member ends: when disabled, or when the second factor is reset. */
export async function endStaffSessions(tx: Tx | Db, staffId: number, now: Date): Promise<void> {
  await tx
    .update(staffSession)
    .set({ endedAt: now })
    .where(and(eq(staffSession.staffId, staffId), isNull(staffSession.endedAt)));
}

export function staffToken(request: FastifyRequest): string | null {
  return readCookie(request, staffCookie);
}

export function setStaffCookie(reply: FastifyReply, token: string): void {
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${staffCookie}=${token}; Path=${cookiePath}; Max-Age=${staffAbsoluteMs / 1000}; HttpOnly; SameSite=Strict${secure}`);
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.header('set-cookie', `${staffCookie}=; Path=${cookiePath}; Max-Age=0; HttpOnly; SameSite=Strict`);
}
