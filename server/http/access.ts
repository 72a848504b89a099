import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { agentCenterTypes } from '../../src/contract/auth.ts';
import { authenticate, bearerToken, type GuardOptions } from '../modules/auth/guard.ts';
import { findGameSession, gameSessionRefusal, type GameSessionRow } from '../modules/games/sessions.ts';
import { AppError } from './envelope.ts';
import type { StaffPermission } from '../../src/contract/staff.ts';
import { staffOperator, tokenOperator, type Operator } from '../modules/staff/operator.ts';

/**
 * Who may call a route. Every route declares one in its options (`config: access.member`); one
 * onRequest hook enforces it before the body is read or validated, so a guest learns nothing of a
 * protected route's schema, and a route without a policy stops the app from starting.
 *
 * - public: anyone.
 * - session: any live session, even one that must change its password first or a free-play trial.
 * - account: a real member's live session, even one that must change its password first.
 * - player: a live session of a member or a free-play trial (balance, lobby, game launch).
 * - member: a real member's live session (not a trial, not waiting for a password change).
 * - agent: a member whose type opens the agent center (1, 2, 41, 42).
 * - ops: the operator: a staff member's back-office session (a cookie) holding the route's
 *   `permission`, or the automation token (OPS_TOKEN) as a bearer token, which holds every one.
 * - game: a live game session's bearer token, handed to a HOUSE game page at launch; an ended or
 *   expired one, or one of a suspended member, is refused as a bet with it is, reads included.
 * - signed: the body carries a signature (seamless wallet, payment gateway) that the route checks
 *   over the raw bytes itself, since only it knows the vendor's secret.
 */
export const accessPolicies = ['public', 'session', 'account', 'player', 'member', 'agent', 'ops', 'game', 'signed'] as const;
export type AccessPolicy = (typeof accessPolicies)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
    /** What an `ops` route asks of its caller (src/contract/staff.ts). */
    permission?: StaffPermission;
    /** Another permission that opens an `ops` route for some requests only (see `opsAccess`). */
    alternative?: OpsAlternative;
  }
  interface FastifyInstance {
    /** Every route with its policy, as registered: for the access tests and the API document. */
    routeTable: RouteEntry[];
  }
  interface FastifyRequest {
    /** Set for routes whose policy is `game`: the game session behind the bearer token. */
    game: { session: GameSessionRow; token: string };
    /** Set for routes whose policy is `ops`: the staff member or the token calling. */
    operator: Operator;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: AccessPolicy;
  permission?: StaffPermission;
  alternative?: OpsAlternative;
}

/** The route options' `config` of each policy: `{ config: access.member, schema: … }`. */
export const access = Object.fromEntries(accessPolicies.map((policy) => [policy, { access: policy }])) as {
  [P in AccessPolicy]: { access: P };
};

/** A second permission that opens an operator route to the requests `applies` accepts (it sees the raw query). */
export interface OpsAlternative {
  permission: StaffPermission;
  applies: (request: FastifyRequest) => boolean;
}

/** An alternative that covers every request: the route belongs to two desks alike. */
export const everyRequest = (): boolean => true;

/**
 * The route options' `config` of an operator route: `{ config: opsAccess('payments'), … }`. With an
 * alternative, a caller without `permission` is let through when it holds the alternative's and the
 * request is one the alternative covers (the agents desk reads the reports grouped by agent).
 */
export function opsAccess(
  permission: StaffPermission,
  alternative?: OpsAlternative,
): { access: 'ops'; permission: StaffPermission; alternative?: OpsAlternative } {
  return alternative ? { access: 'ops', permission, alternative } : { access: 'ops', permission };
}

const sessionRules: Partial<Record<AccessPolicy, GuardOptions>> = {
  session: { allowPasswordChange: true, allowTrial: true },
  account: { allowPasswordChange: true },
  player: { allowTrial: true },
  member: {},
  agent: {},
};

/** Hashing first gives both sides one length, so the comparison time says nothing of the token. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function policyOf(route: Pick<RouteOptions, 'config'>): AccessPolicy | undefined {
  const declared = (route.config as { access?: unknown } | undefined)?.access;
  return accessPolicies.find((policy) => policy === declared);
}

function permissionOf(route: Pick<RouteOptions, 'config'>): StaffPermission | undefined {
  return (route.config as { permission?: StaffPermission } | undefined)?.permission;
}

function alternativeOf(route: Pick<RouteOptions, 'config'>): OpsAlternative | undefined {
  return (route.config as { alternative?: OpsAlternative } | undefined)?.alternative;
}

/** The automation token when a bearer token is sent, else the staff session's cookie. */
async function operatorOf(request: FastifyRequest): Promise<Operator> {
  const given = bearerToken(request);
  if (given === null) return staffOperator(request);
  const expected = request.server.config.OPS_TOKEN;
  if (!expected || !sameSecret(given, expected)) throw new AppError('NOT_LOGGED_IN');
  return tokenOperator;
}

async function enforce(request: FastifyRequest, policy: AccessPolicy): Promise<void> {
  const { db, config } = request.server;
  const rules = sessionRules[policy];
  if (rules) {
    request.auth = await authenticate(db, bearerToken(request), { ...rules, limits: config });
    if (policy === 'agent' && !(agentCenterTypes as readonly number[]).includes(request.auth.member.type)) throw new AppError('NOT_AN_AGENT');
    return;
  }
  if (policy === 'ops') {
    const operator = await operatorOf(request);
    const permission = permissionOf(request.routeOptions);
    const alternative = (request.routeOptions.config as { alternative?: OpsAlternative }).alternative;
    const allowed = permission !== undefined && operator.permissions.has(permission);
    if (!allowed && !(alternative && operator.permissions.has(alternative.permission) && alternative.applies(request))) throw new AppError('FORBIDDEN');
    request.operator = operator;
    return;
  }
  if (policy === 'game') {
    const token = bearerToken(request);
    const session = token ? await findGameSession(db, token) : null;
    if (!token || !session) throw new AppError('NOT_LOGGED_IN');
    // Reads too: an ended session's balance, history and seed (which the rotation reveals) are its member's.
    const refusal = gameSessionRefusal(session);
    if (refusal) throw new AppError(refusal);
    request.game = { session, token };
  }
}

/**
 * Installs the policy check. Must run before any route is added: routes added later without a
 * policy make `app.ready()` fail naming them.
 */
export function installAccessPolicy(app: FastifyInstance): void {
  app.decorateRequest('game', null as unknown as FastifyRequest['game']);
  app.decorateRequest('operator', null as unknown as FastifyRequest['operator']);
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const policy = policyOf(route);
    if (!policy) throw new Error(`${String(route.method)} ${route.url} declares no access policy (config.access)`);
    const permission = permissionOf(route);
    if (policy === 'ops' && !permission) throw new Error(`${String(route.method)} ${route.url} is an operator route without a permission (config.permission)`);
    const alternative = alternativeOf(route);
    for (const method of [route.method].flat())
      table.push({ method, url: route.url, access: policy, ...(permission ? { permission } : {}), ...(alternative ? { alternative } : {}) });
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const policy = policyOf(request.routeOptions);
    // Only the not-found handler has no route options; it answers anyone alike. Public and signed
    // routes ask nothing here, so they go on without a promise.
    if (!policy || policy === 'public' || policy === 'signed') {
      done();
      return;
    }
    enforce(request, policy).then(() => done(), done);
  });
}
