import type { FastifyRequest } from 'fastify';
import { trialType } from '../../../src/contract/auth.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/envelope.ts';
import type { Member } from '../members/repository.ts';
import { findSession, isSessionLive, revokeSession, touchSession, type SessionLimits, type SessionRow, type SpendableRow } from './sessions.ts';

export interface AuthContext {
  member: Member;
  session: SessionRow;
  /** The bearer token itself, for the rare route that must hand it on (logout ends this very session). */
  token: string;
  /** The member's spendable accounts as the session's query read them. */
  spendable: SpendableRow[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access policy (server/http/access.ts) on routes that need a session. */
    auth: AuthContext;
  }
}

export interface GuardOptions {
  /** A forced-change session may use this route (member info, change password, logout). */
  allowPasswordChange?: boolean;
  /** A free-play trial account (type 4) may use this route. Off by default: trials need a real account. */
  allowTrial?: boolean;
}

/** lastSeenAt is written at most this often, so busy sessions do not write on every request. */
const touchEveryMilliseconds = 60_000;

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Decides whether `token` may use a route at `now`: the whole rule of the guard, without HTTP. */
export async function authenticate(db: Db, token: string | null, options: GuardOptions & { limits: SessionLimits; now?: Date }): Promise<AuthContext> {
  const now = options.now ?? new Date();
  const found = token ? await findSession(db, token) : null;
  if (!token || !found) throw new AppError('NOT_LOGGED_IN');
  const { session, member, sessionLimitMinutes, spendable } = found;
  if (!isSessionLive(session, options.limits, now)) throw new AppError('SESSION_EXPIRED');
  // The session time the member set for themselves ends the session, and its games, for good.
  if (sessionLimitMinutes !== null && now.getTime() - session.createdAt.getTime() >= sessionLimitMinutes * 60_000) {
    await revokeSession(db, session.id, now);
    throw new AppError('SESSION_LIMIT_REACHED');
  }
  if (member.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
  // Closing ends every session at once; this stops one that raced the closing.
  if (member.closedAt) throw new AppError('ACCOUNT_CLOSED');
  if (session.scope === 'change-password' && !options.allowPasswordChange) throw new AppError('PASSWORD_CHANGE_REQUIRED');
  if (member.type === trialType && !options.allowTrial) throw new AppError('TRIAL_ACCOUNT');
  if (now.getTime() - session.lastSeenAt.getTime() >= touchEveryMilliseconds) {
    await touchSession(db, session.id, now);
    session.lastSeenAt = now;
  }
  return { member, session, token, spendable };
}
