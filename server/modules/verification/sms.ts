import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkRule, fieldRule } from '../../../src/contract/field-rules.ts';
import { translator, type MessageKey } from '../../../src/i18n/translate.ts';
import { AppError, requestLocale } from '../../http/envelope.ts';
import { clientIp } from '../auth/client.ts';
import { languageOf } from '../members/language.ts';
import { findMemberByMobile } from '../members/repository.ts';
import { enqueueMessage } from '../outbox/outbox.ts';
import { issueCode, type CodePurpose } from './codes.ts';

/** The mobile number must pass the register settings' mobileNum rule before any code is made. */
export async function checkMobile(app: FastifyInstance, request: FastifyRequest, mobileNum: string): Promise<void> {
  const rule = fieldRule(await app.settings.get('register'), 'mobileNum');
  const broken = rule ? checkRule({ ...rule, enabled: true, required: true }, mobileNum) : null;
  if (!broken) return;
  const t = translator(requestLocale(request));
  throw new AppError('VALIDATION_FAILED', { fields: { mobileNum: t(broken.key as MessageKey, broken.vars) } });
}

const smsText: Record<CodePurpose, MessageKey> = {
  login: 'sms.code.login',
  register: 'sms.code.register',
  reset: 'sms.code.reset',
  bind: 'sms.code.bind',
};

/**
 * Makes a code and texts it. For login and reset the code goes out only when the number belongs to
 * an active account, yet a code row is made either way: the answer and the throttles then behave the
 * same for every number, and nobody learns which numbers are registered.
 */
export async function sendSmsCode(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { purpose: CodePurpose; mobileNum: string },
): Promise<{ success: true; message: string; expiredMinutes: number }> {
  await checkMobile(app, request, input.mobileNum);
  const locale = requestLocale(request);
  const t = translator(locale);
  const issued = await issueCode(app.db, {
    purpose: input.purpose,
    target: input.mobileNum,
    ip: clientIp(request),
    minutes: app.config.SMS_CODE_MINUTES,
    now: app.clock.now(),
  });
  const owner = input.purpose === 'register' ? null : await findMemberByMobile(app.db, input.mobileNum);
  if (input.purpose === 'register' || owner?.status === 'active') {
    // A member's own code speaks their language; a number not yet registered has only the page's.
    const text = owner ? translator(languageOf(owner, locale)) : t;
    await enqueueMessage(app.db, {
      channel: 'sms',
      recipient: input.mobileNum,
      body: text(smsText[input.purpose], { code: issued.code, minutes: issued.expiredMinutes }),
    });
  }
  return { success: true, message: t('sms.sent', { minutes: issued.expiredMinutes }), expiredMinutes: issued.expiredMinutes };
}
