import type { FastifyRequest } from 'fastify';
import { tokenActor, type StaffPermission, type StaffRole } from '../../../src/contract/staff.ts';
import { AppError } from '../../http/envelope.ts';
import { bearerToken } from '../auth/guard.ts';
import { permissionsOf, tokenPermissions } from './permissions.ts';
import { findStaffSession, staffToken } from './sessions.ts';

/** Who calls the operator API: a staff member signed in to the back office, or the automation token. */
export interface Operator {
  /** What the audit trail names: the staff member's username, or `token`. */
  actor: string;
  staff: { id: number; username: string; roles: StaffRole[]; sessionId: number } | null;
  permissions: ReadonlySet<StaffPermission>;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie rides along on any request the browser sends, so a state-changing call with the staff
 * cookie must come from our own pages: its Origin (or, without one, its Referer) names this host.
 */
function fromOwnPage(request: FastifyRequest): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (!source) return false;
  try {
    // Through URL both sides lose a default port ("localhost:80" and "http://localhost" agree).
    return new URL(source).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * The caller of an `ops` route, or a 401. The bearer token is checked by the caller (sameSecret);
 * a staff session comes from its cookie and must still be live.
 */
export async function staffOperator(request: FastifyRequest): Promise<Operator> {
  const token = staffToken(request);
  const session = token ? await findStaffSession(request.server.db, token, request.server.clock.now()) : null;
  if (!session) throw new AppError(token ? 'SESSION_EXPIRED' : 'NOT_LOGGED_IN');
  if (!safeMethods.has(request.method) && !fromOwnPage(request)) throw new AppError('FORBIDDEN');
  return {
    actor: session.username,
    staff: { id: session.staffId, username: session.username, roles: session.roles, sessionId: session.sessionId },
    permissions: new Set(permissionsOf(session.roles)),
  };
}

export const tokenOperator: Operator = { actor: tokenActor, staff: null, permissions: new Set(tokenPermissions) };

export function hasBearer(request: FastifyRequest): boolean {
  return bearerToken(request) !== null;
}

/**
 * The name the audit trail keeps for an operator action: a staff member's own username (a name in
 * the body is ignored), or for the token `token`, with the name a script claims as `token:<name>`.
 */
export function actorOf(request: FastifyRequest, claimed?: string): string {
  const { operator } = request;
  if (operator.staff) return operator.staff.username;
  return claimed ? `${tokenActor}:${claimed}` : tokenActor;
}
