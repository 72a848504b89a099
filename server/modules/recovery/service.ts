import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trialType, type LoginValue } from '../../../src/contract/auth.ts';
import { checkRule, fieldRule } from '../../../src/contract/field-rules.ts';
import { translator, type MessageKey } from '../../../src/i18n/translate.ts';
import { AppError, requestLocale } from '../../http/envelope.ts';
import { clientIp } from '../auth/client.ts';
import { completeLogin } from '../auth/complete-login.ts';
import { sameSecret } from '../auth/credentials.ts';
import { hashPassword } from '../auth/password.ts';
import { revokeMemberSessions } from '../auth/sessions.ts';
import { languageOf } from '../members/language.ts';
import { findMemberByMobile, findMemberByUsername, updateMember, type Member } from '../members/repository.ts';
import { enqueueMessage } from '../outbox/outbox.ts';
import { consumeCode } from '../verification/codes.ts';
import { temporaryPassword } from './temporary-password.ts';

/** Recovery by e-mail resets a password and logs its owner out, so both the guesser and the target are held back. */
export const recoveryLimits = { perIpPerHour: 10, perMemberPerHour: 3 } as const;

/** Type 2 is a pure agent: after a reset it is logged in to the agent site, the only one it may use. */
const pureAgentType = 2;

async function withinLimit(app: FastifyInstance, key: string, limit: number): Promise<void> {
  if ((await app.limiter.hit(key, 3600)) > limit) throw new AppError('TOO_MANY_REQUESTS');
}

function isRecoverable(member: Member | null): member is Member {
  return member !== null && member.status === 'active' && member.type !== trialType;
}

/**
 * Forgot by e-mail: when username and e-mail belong to one active account, a temporary password
 * replaces the old one, every session ends and the password is e-mailed; the next login with it is
 * a forced change. All of it is one transaction, the e-mail included.
 */
export async function recoverByEmail(app: FastifyInstance, request: FastifyRequest, input: { username: string; email: string }): Promise<void> {
  await withinLimit(app, `recovery:email:ip:${clientIp(request)}`, recoveryLimits.perIpPerHour);
  const member = await findMemberByUsername(app.db, input.username);
  const matches = isRecoverable(member) && member.email !== null && member.email.trim().toLowerCase() === input.email.trim().toLowerCase();
  if (!matches) throw new AppError('ACCOUNT_NOT_FOUND');
  await withinLimit(app, `recovery:email:member:${member.id}`, recoveryLimits.perMemberPerHour);

  const password = temporaryPassword(fieldRule(await app.settings.get('register'), 'password'));
  const passwordHash = await hashPassword(password);
  const t = translator(languageOf(member, requestLocale(request)));
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { passwordHash, passwordChangedAt: now, mustChangePassword: true });
    await revokeMemberSessions(tx, member.id, { now });
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: member.email!,
      subject: t('recovery.email.subject'),
      body: t('recovery.email.body', { username: member.username, password }),
    });
  });
}

/** The new password must pass the password rule and may not be the handed-out default. */
async function checkNewPassword(app: FastifyInstance, request: FastifyRequest, newPassword: string): Promise<void> {
  const t = translator(requestLocale(request));
  const rule = fieldRule(await app.settings.get('register'), 'password');
  const broken = rule ? checkRule({ ...rule, enabled: true, required: true }, newPassword) : null;
  const message = broken
    ? t(broken.key as MessageKey, broken.vars)
    : sameSecret(newPassword, app.config.DEFAULT_PASSWORD)
      ? t('auth.password.notDefault')
      : null;
  if (message) throw new AppError('VALIDATION_FAILED', { fields: { newPassword: message } });
}

/**
 * Forgot by phone: the reset code sent to the mobile number sets the new password, ends every other
 * session and logs the member in. The code is checked last, so it is spent only on a request that
 * can succeed.
 */
export async function recoverByPhone(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { mobileNum: string; verificationCode: string; newPassword: string },
): Promise<LoginValue> {
  await checkNewPassword(app, request, input.newPassword);
  await consumeCode(app.db, { purpose: 'reset', target: input.mobileNum, code: input.verificationCode, now: app.clock.now() });
  const member = await findMemberByMobile(app.db, input.mobileNum);
  // Codes go out only to numbers of active accounts; one that changed hands since is no account's code.
  if (!isRecoverable(member)) throw new AppError('CODE_INVALID');

  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await updateMember(tx, member.id, { passwordHash, passwordChangedAt: now, mustChangePassword: false });
    await revokeMemberSessions(tx, member.id, { now });
  });
  const fresh = { ...member, passwordHash, passwordChangedAt: now, mustChangePassword: false };
  return completeLogin(app, request, fresh, { method: 'reset', site: member.type === pureAgentType ? 'agent' : 'member' });
}
