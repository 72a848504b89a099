import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agentCenterTypes, type LoginValue } from '../../../src/contract/auth.ts';
import type { LoginMethod } from '../../../src/contract/member.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { AppError, requestLocale } from '../../http/envelope.ts';
import { previousLogin } from './previous-login.ts';
import { isKnownIp, recordLoginEvent, rememberIp, updateMember, type Member } from '../members/repository.ts';
import { isFeatureOn } from '../settings/features.ts';
import { createChallenge } from './challenge.ts';
import { languageOf } from '../members/language.ts';
import { clientIp, userAgent } from './client.ts';
import { issueSession, type SessionScope } from './sessions.ts';
import { activeExclusion } from '../protection/enforce.ts';
import { appendAudit } from '../protection/audit.ts';

export type SiteKind = 'member' | 'agent';

export interface CompleteLoginOptions {
  method: LoginMethod;
  site: SiteKind;
  /** The password the member typed is the configured DEFAULT_PASSWORD. */
  usedDefaultPassword?: boolean;
  /** For method 'verify': how the login the challenge held back had started. */
  challengedMethod?: string;
}

/** Type 2 is a pure agent: it has no player side, so the member site refuses it. */
const pureAgentType = 2;

/** Methods that prove the member is at this IP already, or are a brand-new account. */
const skipsNewIpCheck: readonly LoginMethod[] = ['register', 'freeplay', 'verify'];
/** A one-time code or an identity provider got the member in: there is no password to force a change of. */
const skipsForcedChange: readonly string[] = ['sms', 'firebase', 'freeplay'];

function siteRefusal(member: Member, site: SiteKind): 'NOT_A_MEMBER' | 'NOT_AN_AGENT' | null {
  if (site === 'member' && member.type === pureAgentType) return 'NOT_A_MEMBER';
  if (site === 'agent' && !(agentCenterTypes as readonly number[]).includes(member.type)) return 'NOT_AN_AGENT';
  return null;
}

/** Whether the password must be replaced before anything else, and why (SPEC §4). */
export async function forcedChange(
  app: FastifyInstance,
  member: Member,
  usedDefaultPassword: boolean,
  now: Date = new Date(),
): Promise<{ firstTimeLogin: boolean; passwordExpired: boolean }> {
  const firstTimeLogin = usedDefaultPassword || member.mustChangePassword;
  const maxAge = app.config.PASSWORD_MAX_AGE_DAYS * 86_400_000;
  const old = now.getTime() - member.passwordChangedAt.getTime() > maxAge;
  const passwordExpired = old && (await isFeatureOn(app, 'PWDEXPFORCECHANGE3'));
  return { firstTimeLogin, passwordExpired };
}

/**
 * The one place that turns a successful credential check into a session, a held-back login or a
 * refusal. Callers have checked the credentials; everything after that is decided here.
 */
export async function completeLogin(app: FastifyInstance, request: FastifyRequest, member: Member, options: CompleteLoginOptions): Promise<LoginValue> {
  const { db } = app;
  const ip = clientIp(request);
  const agent = userAgent(request);
  const event = { memberId: member.id, username: member.username, method: options.method, ip, userAgent: agent };

  const refusal = member.closedAt
    ? 'ACCOUNT_CLOSED'
    : member.status === 'suspended'
      ? 'ACCOUNT_SUSPENDED'
      : (await activeExclusion(db, member.id, app.clock.now()))
        ? 'SELF_EXCLUDED'
        : siteRefusal(member, options.site);
  if (refusal) {
    await recordLoginEvent(db, { ...event, outcome: refusal });
    throw new AppError(refusal);
  }

  // The default password is a fact about the account, not this request: a login held back by a
  // challenge must still end in the forced change once the code is given.
  if (options.usedDefaultPassword && !member.mustChangePassword) {
    await updateMember(db, member.id, { mustChangePassword: true });
    member.mustChangePassword = true;
  }
  const firstMethod = options.challengedMethod ?? options.method;
  const forced = skipsForcedChange.includes(firstMethod)
    ? { firstTimeLogin: false, passwordExpired: false }
    : await forcedChange(app, member, options.usedDefaultPassword ?? false);

  if (!skipsNewIpCheck.includes(options.method)) {
    const { known, anyKnown } = await isKnownIp(db, member.id, ip);
    if (anyKnown && !known) {
      const verification = await createChallenge(db, { member, ip, method: options.method, t: translator(languageOf(member, requestLocale(request))) });
      if (verification) {
        await recordLoginEvent(db, { ...event, outcome: 'challenged' });
        return { ...forced, verification };
      }
    }
  }

  const scope: SessionScope = forced.firstTimeLogin || forced.passwordExpired ? 'change-password' : 'full';
  const [lastLogin, agePrompt] = await Promise.all([previousLogin(db, member.id), app.settings.get('agePrompt')]);
  // Sessions live on the wall clock, the one the guard checks them against on every request.
  const now = new Date();
  const { token } = await db.transaction(async (tx) => {
    const issued = await issueSession(tx, { memberId: member.id, method: options.method, ip, userAgent: agent, scope, limits: app.config, now });
    await rememberIp(tx, member.id, ip);
    await updateMember(tx, member.id, { lastLoginAt: now });
    await recordLoginEvent(tx, { ...event, outcome: scope === 'full' ? 'success' : 'change-password' });
    await appendAudit(tx, { actor: `member:${member.id}`, kind: 'login', subject: `member:${member.id}`, data: { method: options.method, ip }, at: now });
    return issued;
  });
  return { token, ...forced, lastLogin, confirmAge: agePrompt.enabled ? agePrompt.age : null };
}
