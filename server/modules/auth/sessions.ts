import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { loadConfig, type Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import { perHandle } from '../../db/per-handle.ts';
import { batched } from '../../lib/batched.ts';
import { gameSession, ledgerAccount, member, protectionLimit, session } from '../../db/schema.ts';
import type { Member } from '../members/repository.ts';
import { isSpendableCode } from '../wallet/accounts.ts';

export type SessionRow = typeof session.$inferSelect;
export type SessionScope = SessionRow['scope'];
export type SessionLimits = Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_MAX_HOURS'>;

export interface SessionInput {
  memberId: number;
  /** How the member got in: username, sms, firebase, freeplay, register, reset, verify, password. */
  method: string;
  ip: string;
  userAgent?: string | null;
  scope: SessionScope;
  /** SESSION_MAX_HOURS and SESSION_IDLE_MINUTES; the configuration's defaults when left out. */
  limits?: SessionLimits;
  now?: Date;
}

let defaultLimits: SessionLimits | null = null;
function limitsOr(limits: SessionLimits | undefined): SessionLimits {
  defaultLimits ??= loadConfig({});
  return limits ?? defaultLimits;
}

/** Only this digest is stored, so a copy of the database gives no one a working token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and answers its token, which exists nowhere else but in this answer. */
export async function issueSession(db: Db, input: SessionInput): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const now = input.now ?? new Date();
  const { SESSION_MAX_HOURS } = limitsOr(input.limits);
  const [row] = await db
    .insert(session)
    .values({
      tokenHash: hashToken(token),
      memberId: input.memberId,
      scope: input.scope,
      method: input.method,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 400) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MAX_HOURS * 3_600_000),
    })
    .returning({ id: session.id });
  if (!row) throw new Error('session was not written');
  return { token, sessionId: row.id };
}

/** A member's spendable money accounts, read with their session (GET balance needs nothing else). */
export interface SpendableRow {
  code: string;
  balance: bigint;
}

export interface FoundSession {
  session: SessionRow;
  member: Member;
  sessionLimitMinutes: number | null;
  spendable: SpendableRow[];
}

/**
 * Every authenticated request asks this: one prepared statement per database handle, and the lookups
 * of one turn of the event loop go to the database as one query (server/lib/batched.ts).
 */
const sessionLookup = perHandle((db) => {
  const query = db
    .select({
      session,
      member,
      sessionLimit: protectionLimit.value,
      spendable: sql<Array<{ code: string; balance: string }>>`(
        select coalesce(json_agg(json_build_object('code', ${ledgerAccount.code}, 'balance', ${ledgerAccount.balance}::text)), '[]'::json)
        from ${ledgerAccount} where ${and(isSpendableCode(), eq(ledgerAccount.memberId, session.memberId))})`,
    })
    .from(session)
    .innerJoin(member, eq(member.id, session.memberId))
    .leftJoin(protectionLimit, and(eq(protectionLimit.memberId, session.memberId), eq(protectionLimit.kind, 'session'), eq(protectionLimit.period, 'session')))
    .where(sql`${session.tokenHash} = any(${sql.placeholder('tokenHashes')})`)
    .prepare('tala_find_sessions');
  return batched(
    (tokenHashes: string[]) => query.execute({ tokenHashes }),
    (row) => row.session.tokenHash,
  );
});

/**
 * The session a token names, with its member, the session time limit the member set (minutes, null
 * for none) and the member's spendable balances, whatever its state; null for a token never issued.
 * One query for all of it, read on every request, so a revocation applies at once on every process.
 */
export async function findSession(db: Db, token: string): Promise<FoundSession | null> {
  if (token.length < 20 || token.length > 100) return null;
  const row = await sessionLookup(db)(hashToken(token));
  if (!row) return null;
  return {
    session: row.session,
    member: row.member,
    sessionLimitMinutes: row.sessionLimit === null ? null : Number(row.sessionLimit),
    spendable: row.spendable.map((account) => ({ code: account.code, balance: BigInt(account.balance) })),
  };
}

/** Whether a session may still be used at `now`: not revoked, not past its end, not idle too long. */
export function isSessionLive(row: SessionRow, limits: SessionLimits, now: Date = new Date()): boolean {
  if (row.revokedAt) return false;
  if (row.expiresAt.getTime() <= now.getTime()) return false;
  return row.lastSeenAt.getTime() + limits.SESSION_IDLE_MINUTES * 60_000 > now.getTime();
}

export async function touchSession(db: Db, sessionId: number, now: Date = new Date()): Promise<void> {
  await db.update(session).set({ lastSeenAt: now }).where(eq(session.id, sessionId));
}

/** Ends a session and the game sessions launched from it: a game token never outlives its session. */
export async function revokeSession(db: Db, sessionId: number, now: Date = new Date()): Promise<void> {
  await db
    .update(session)
    .set({ revokedAt: now })
    .where(and(eq(session.id, sessionId), isNull(session.revokedAt)));
  await db
    .update(gameSession)
    .set({ expiresAt: now })
    .where(and(eq(gameSession.memberSessionId, sessionId), gt(gameSession.expiresAt, now)));
}

/** Ends every live session of a member (password change, suspension) and its game sessions, optionally but one. */
export async function revokeMemberSessions(db: Db, memberId: number, options: { exceptSessionId?: number; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const conditions = [eq(session.memberId, memberId), isNull(session.revokedAt)];
  if (options.exceptSessionId !== undefined) conditions.push(ne(session.id, options.exceptSessionId));
  const revoked = await db
    .update(session)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: session.id });
  const games = [eq(gameSession.memberId, memberId), gt(gameSession.expiresAt, now)];
  if (options.exceptSessionId !== undefined) games.push(sql`${gameSession.memberSessionId} IS DISTINCT FROM ${options.exceptSessionId}`);
  await db
    .update(gameSession)
    .set({ expiresAt: now })
    .where(and(...games));
  return revoked.length;
}
