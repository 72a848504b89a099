import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegisterPayload } from '../../../src/contract/auth.ts';
import { fieldRule } from '../../../src/contract/field-rules.ts';
import { ruleMessageKey, type RuleFailure } from '../../../src/contract/rules.ts';
import { isFeatureEnabled, mobileTabAsksPassword, type FeatureModId, type RegisterFieldName } from '../../../src/contract/system.ts';
import { translator, type MessageKey } from '../../../src/i18n/translate.ts';
import { AppError, requestLocale } from '../../http/envelope.ts';
import { adultAge } from '../../../src/contract/member.ts';
import { clientIp } from '../auth/client.ts';
import type { Tx } from '../ledger/types.ts';
import { appendAudit } from '../protection/audit.ts';
import { hashPassword } from '../auth/password.ts';
import { verifyCaptcha } from '../captcha/service.ts';
import type { Db } from '../../db/index.ts';
import { findMemberByMobile, insertMember, type Member, type NewMember } from '../members/repository.ts';
import { isUsernameTaken } from '../members/retired.ts';
import { consumeCode } from '../verification/codes.ts';
import { newInvitationCode } from './codes.ts';
import { findAgentByAffiliateCode, findReferrer } from './repository.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { checkRegistration, type AcceptedRegistration, type RegisterTab } from './validate.ts';

/** New accounts one IP may open an hour: enough for a shared connection, too few for a bot farm. */
export const registrationsPerIpPerHour = 20;
const usernameIndex = 'member_username_ci';
const referralIndex = 'member_referral_code';
/** Tries for an unused referral code; a collision is already rare on the first. */
const codeAttempts = 5;

interface Links {
  uplineId: number | null;
  referredById: number | null;
}

/** The codes and the mobile number that must match, or must not match, an existing account. */
async function resolveLinks(app: FastifyInstance, accepted: AcceptedRegistration, failures: Partial<Record<RegisterFieldName, RuleFailure>>): Promise<Links> {
  const links: Links = { uplineId: null, referredById: null };
  const invalid = { key: ruleMessageKey('invitationCode') };
  if (accepted.affiliateCode && !failures.affiliateCode) {
    const agent = await findAgentByAffiliateCode(app.db, accepted.affiliateCode);
    if (agent) links.uplineId = agent.id;
    else failures.affiliateCode = invalid;
  }
  if (accepted.referralCode && !failures.referralCode) {
    const referrer = await findReferrer(app.db, accepted.referralCode);
    if (referrer) links.referredById = referrer.id;
    else failures.referralCode = invalid;
  }
  // One real account per mobile number, so a code sent to it and a login by it name one person.
  if (accepted.mobileNum && !failures.mobileNum && (await findMemberByMobile(app.db, accepted.mobileNum))) {
    failures.mobileNum = { key: 'register.mobileTaken' };
  }
  return links;
}

export function translated(request: FastifyRequest, failures: Partial<Record<RegisterFieldName, RuleFailure>>): Record<string, string> {
  const t = translator(requestLocale(request));
  return Object.fromEntries(Object.entries(failures).map(([field, failure]) => [field, t(failure.key as MessageKey, failure.vars)]));
}

/**
 * Opens an account (SPEC §4 "Register"). Checks run cheapest and least revealing first, and nothing
 * is written until all pass: the captcha (spent either way, one picture one guess), the field rules
 * and the codes, the username, and only then the SMS code, so a valid code is not spent on a
 * registration that fails for another reason.
 */
export async function registerMember(app: FastifyInstance, request: FastifyRequest, payload: RegisterPayload, tab: RegisterTab): Promise<Member> {
  const ip = clientIp(request);
  const ipKey = `register:ip:${ip}`;
  if ((await app.limiter.count(ipKey)) >= registrationsPerIpPerHour) throw new AppError('TOO_MANY_REQUESTS');

  const rules = await app.settings.get('register');
  if (fieldRule(rules, 'captcha')?.enabled) await verifyCaptcha(request, payload.captcha);

  const tree = await app.settings.get('whitelabel');
  const isOn = (modId: FeatureModId) => isFeatureEnabled(tree, modId);
  const { accepted, failures } = checkRegistration(payload, {
    rules,
    tab,
    smsVerification: isOn('REGMOBVERF3'),
    defaultPassword: app.config.DEFAULT_PASSWORD,
    mobilePassword: mobileTabAsksPassword(isOn),
  });
  const links = await resolveLinks(app, accepted, failures);
  const fields = translated(request, failures);
  if (!payload.adultConsent) fields.adultConsent = translator(requestLocale(request))('account.register.consentRequired');
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  if (await isUsernameTaken(app.db, accepted.username)) throw new AppError('USERNAME_TAKEN');
  if (accepted.mobileNum && accepted.verificationCode) {
    await consumeCode(app.db, { purpose: 'register', target: accepted.mobileNum, code: accepted.verificationCode, now: app.clock.now() });
  }

  const [passwordHash, paymentPasswordHash] = await Promise.all([
    // No password asked: a random one nobody knows, so only the number's codes open the account.
    hashPassword(accepted.password ?? randomBytes(32).toString('base64url')),
    accepted.paymentPassword ? hashPassword(accepted.paymentPassword) : null,
  ]);
  const profile: Record<string, string> = { ...accepted.profile };
  if (payload.domain) profile.domain = payload.domain;
  const values = {
    username: accepted.username,
    passwordHash,
    paymentPasswordHash,
    mobileNum: accepted.mobileNum ?? null,
    // The registration code proved the number: bonus terms asking for a verified mobile hold.
    mobileVerifiedAt: accepted.mobileNum && accepted.verificationCode ? app.clock.now() : null,
    email: accepted.email ?? null,
    payeeName: accepted.payeeName ?? null,
    profile,
    uplineId: links.uplineId,
    referredById: links.referredById,
    registerUrl: payload.registerUrl ?? null,
    registerMethod: payload.registerMethod,
  };

  // The 18+ consent is kept in the tamper-evident trail, written with the account or not at all.
  const created = await createMember(app.db, values, (tx, member) =>
    appendAudit(tx, { actor: `member:${member.id}`, kind: 'consent.adult', subject: `member:${member.id}`, data: { age: adultAge, ip }, at: app.clock.now() }),
  );
  await app.limiter.hit(ipKey, 3600);
  return created;
}

/**
 * Writes a new account with a fresh referral code (self-registration and the agents' register
 * center). Two registrations of one name can both pass the checks before; the unique index picks
 * the winner.
 */
export async function createMember(db: Db, values: Omit<NewMember, 'referralCode'>, alongside?: (tx: Tx, member: Member) => Promise<void>): Promise<Member> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const created = await insertMember(tx, { ...values, referralCode: newInvitationCode() });
        await alongside?.(tx, created);
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error, usernameIndex)) throw new AppError('USERNAME_TAKEN');
      if (!isUniqueViolation(error, referralIndex) || attempt >= codeAttempts) throw error;
    }
  }
}
