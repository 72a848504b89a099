import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkRule } from '../../../src/contract/field-rules.ts';
import { paymentPasswordRule, type PaymentPasswordPayload } from '../../../src/contract/member.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator, type MessageKey, type Translate } from '../../../src/i18n/translate.ts';
import { member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Member } from '../members/repository.ts';
import { checkPaymentPassword, paymentPasswordLimits } from '../payments/payment-password.ts';

const loginFailKey = (memberId: number) => `member:login-password-fail:${memberId}`;

/**
 * The login password proves a signed-in member's own act (a first payment password, closing the
 * account); wrong ones count like wrong payment passwords. `field` names the form field that carried it.
 */
export async function checkLoginPassword(app: FastifyInstance, who: Member, given: string, t: Translate, field = 'loginPassword'): Promise<void> {
  if ((await app.limiter.count(loginFailKey(who.id))) >= paymentPasswordLimits.failures) throw new AppError('TOO_MANY_REQUESTS');
  if (await verifyPassword(given, who.passwordHash)) return;
  await app.limiter.hit(loginFailKey(who.id), paymentPasswordLimits.windowSeconds);
  throw new AppError('INVALID_CREDENTIALS', { status: 422, fields: { [field]: t('wallet.error.loginPasswordWrong') } });
}

/** The current payment password, checked (and counted) by the same gate as every payout. */
async function checkCurrent(app: FastifyInstance, who: Member, given: string, t: Translate): Promise<void> {
  try {
    await checkPaymentPassword(app, who, given, t);
  } catch (error) {
    const message = error instanceof AppError ? error.extra.fields?.paymentPassword : undefined;
    if (!(error instanceof AppError) || message === undefined) throw error;
    throw new AppError(error.code, { ...error.extra, fields: { currentPaymentPassword: message } });
  }
}

/**
 * Sets the first payment password (proved by the login password) or changes it (proved by the
 * current one). The new one follows paymentPasswordRule (src/contract/member.ts).
 */
export async function setPaymentPassword(app: FastifyInstance, who: Member, payload: PaymentPasswordPayload, locale: Locale): Promise<void> {
  const t = translator(locale);
  const broken = checkRule(paymentPasswordRule(await app.settings.get('register')), payload.newPaymentPassword);
  if (broken) throw new AppError('RULE_BROKEN', { fields: { newPaymentPassword: t(broken.key as MessageKey, broken.vars) } });

  if (who.paymentPasswordHash) {
    if (!payload.currentPaymentPassword) throw new AppError('VALIDATION_FAILED', { fields: { currentPaymentPassword: t('validation.required') } });
    await checkCurrent(app, who, payload.currentPaymentPassword, t);
  } else {
    if (!payload.loginPassword) throw new AppError('VALIDATION_FAILED', { fields: { loginPassword: t('validation.required') } });
    await checkLoginPassword(app, who, payload.loginPassword, t);
  }
  if (await verifyPassword(payload.newPaymentPassword, who.passwordHash)) {
    throw new AppError('RULE_BROKEN', { fields: { newPaymentPassword: t('wallet.error.paymentPasswordSameAsLogin') } });
  }
  await app.db
    .update(member)
    .set({ paymentPasswordHash: await hashPassword(payload.newPaymentPassword) })
    .where(eq(member.id, who.id));
}
