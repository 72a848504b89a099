import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trialType } from '../../../src/contract/auth.ts';
import type { BindChannel, BindPayload } from '../../../src/contract/member.ts';
import { checkRule, fieldRule } from '../../../src/contract/field-rules.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator, type MessageKey } from '../../../src/i18n/translate.ts';
import { member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { maskDestination } from '../auth/challenge.ts';
import type { Member } from '../members/repository.ts';
import { enqueueMessage } from '../outbox/outbox.ts';
import { consumeCode, issueCode } from '../verification/codes.ts';

interface BindTarget {
  channel: BindChannel;
  target: string;
}

/** Addresses compare without case; numbers as typed, trimmed. */
const normalized = ({ channel, target }: BindTarget): string => (channel === 'email' ? target.trim().toLowerCase() : target.trim());

/**
 * The new mobile or address must pass the operator's mobileNum or email rule, differ from the one on
 * file, and belong to no other real account (SMS login finds an account by its number).
 */
async function checkTarget(app: FastifyInstance, who: Member, input: BindTarget, locale: Locale): Promise<string> {
  const t = translator(locale);
  const target = normalized(input);
  const rule = fieldRule(await app.settings.get('register'), input.channel === 'sms' ? 'mobileNum' : 'email');
  const broken = rule ? checkRule({ ...rule, enabled: true, required: true }, target) : null;
  if (broken) throw new AppError('VALIDATION_FAILED', { fields: { target: t(broken.key as MessageKey, broken.vars) } });
  const current = input.channel === 'sms' ? who.mobileNum : who.email?.toLowerCase();
  // A number on file but never proved by a code may be bound again to verify it.
  const unproved = input.channel === 'sms' && who.mobileVerifiedAt === null;
  if (current === target && !unproved) throw new AppError('RULE_BROKEN', { fields: { target: t('profile.error.sameTarget') } });
  const sameTarget = input.channel === 'sms' ? eq(member.mobileNum, target) : sql`lower(${member.email}) = ${target}`;
  const [other] = await app.db
    .select({ id: member.id })
    .from(member)
    .where(and(sameTarget, ne(member.id, who.id), ne(member.type, trialType)))
    .limit(1);
  if (other) throw new AppError('CONFLICT', { fields: { target: t('profile.error.targetTaken') } });
  return target;
}

/** POST /wps/member/bind/code: a 'bind' code to the new destination, sent through the outbox. */
export async function sendBindCode(app: FastifyInstance, who: Member, input: BindTarget, ip: string, locale: Locale) {
  const t = translator(locale);
  const target = await checkTarget(app, who, input, locale);
  const issued = await issueCode(app.db, { purpose: 'bind', target, ip, minutes: app.config.SMS_CODE_MINUTES, now: app.clock.now() });
  const vars = { code: issued.code, minutes: issued.expiredMinutes };
  await enqueueMessage(
    app.db,
    input.channel === 'sms'
      ? { channel: 'sms', recipient: target, body: t('sms.code.bind', vars) }
      : { channel: 'email', recipient: target, subject: t('profile.bind.emailSubject'), body: t('profile.bind.emailBody', vars) },
  );
  return { destination: maskDestination(input.channel, target), expiredMinutes: issued.expiredMinutes };
}

/** POST /wps/member/bind: the code proves the destination; only then is it written. */
export async function bindTarget(app: FastifyInstance, who: Member, payload: BindPayload, locale: Locale): Promise<Member> {
  const target = await checkTarget(app, who, payload, locale);
  await consumeCode(app.db, { purpose: 'bind', target, code: payload.verificationCode, now: app.clock.now() });
  const change = payload.channel === 'sms' ? { mobileNum: target, mobileVerifiedAt: app.clock.now() } : { email: target };
  const [row] = await app.db.update(member).set(change).where(eq(member.id, who.id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
