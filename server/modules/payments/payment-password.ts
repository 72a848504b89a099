import type { FastifyInstance } from 'fastify';
import type { Translate } from '../../../src/i18n/translate.ts';
import { AppError } from '../../http/envelope.ts';
import { verifyPassword } from '../auth/password.ts';
import type { Member } from '../members/repository.ts';

/** Wrong payment passwords allowed per member in an hour before further tries are refused (429). */
export const paymentPasswordLimits = { failures: 5, windowSeconds: 3600 } as const;
const failKey = (memberId: number) => `paypass:fail:${memberId}`;

/**
 * Checks the payment password that guards money leaving the wallet. A member without one is told to
 * set it in the security center; wrong ones are counted per member in a shared window.
 */
export async function checkPaymentPassword(app: FastifyInstance, member: Member, given: string, t: Translate): Promise<void> {
  if (!member.paymentPasswordHash) throw new AppError('RULE_BROKEN', { fields: { paymentPassword: t('payments.paymentPasswordMissing') } });
  if ((await app.limiter.count(failKey(member.id))) >= paymentPasswordLimits.failures) throw new AppError('TOO_MANY_REQUESTS');
  if (await verifyPassword(given, member.paymentPasswordHash)) return;
  await app.limiter.hit(failKey(member.id), paymentPasswordLimits.windowSeconds);
  throw new AppError('INVALID_CREDENTIALS', { status: 422, fields: { paymentPassword: t('payments.paymentPasswordIncorrect') } });
}
