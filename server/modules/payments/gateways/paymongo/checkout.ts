import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../../../src/contract/money.ts';
import type { OnlineDeposit, OnlineDepositPayload } from '../../../../../src/contract/payments.ts';
import { localizePath, type Locale } from '../../../../../src/i18n/locales.ts';
import { translator } from '../../../../../src/i18n/translate.ts';
import { depositChannel, depositRequest } from '../../../../db/schema.ts';
import { AppError } from '../../../../http/envelope.ts';
import { checkOptIn } from '../../../promotions/deposit-bonus.ts';
import { appendAudit } from '../../../protection/audit.ts';
import { refusalOf } from '../../../protection/enforce.ts';
import { checkChannelAmount } from '../../channels.ts';
import { settleDeposit } from '../../deposits.ts';
import { currencyCode } from '../../support.ts';
import { createCheckoutSession, GatewayError } from './client.ts';
import { depositReference, gatewayActor } from './references.ts';
import type { PaymongoSettings } from './settings.ts';

/**
 * Files a pending online deposit, then opens PayMongo's checkout for it. The deposit exists before
 * the gateway is asked, so a webhook can never name money we have no row for; a checkout that
 * cannot be opened ends the deposit at once, with nothing moved.
 */
export async function startOnlineDeposit(
  app: FastifyInstance,
  settings: PaymongoSettings,
  memberId: number,
  payload: OnlineDepositPayload,
  locale: Locale,
): Promise<OnlineDeposit> {
  const currency = await currencyCode(app);
  // PayMongo settles pesos only.
  if (currency !== 'PHP') throw new AppError('FEATURE_DISABLED');
  const amount = toMinorUnits(payload.amount);
  const bonusPromotionId = payload.bonusPromotionId ?? null;
  if (bonusPromotionId !== null) await checkOptIn(app, memberId, bonusPromotionId, amount, locale);
  const filed = await app.db.transaction(async (tx) => {
    const [channel] = await tx.select().from(depositChannel).where(eq(depositChannel.id, payload.channelId));
    if (!channel || !channel.enabled || channel.kind !== 'online' || channel.methodTypes.length === 0) {
      throw new AppError('RULE_BROKEN', { fields: { channelId: translator(locale)('payments.channelUnavailable') } });
    }
    checkChannelAmount(channel, amount, locale);
    const refusal = await refusalOf(tx, memberId, ['deposit'], amount, app.config.TIME_ZONE);
    if (refusal) throw new AppError(refusal.reason === 'excluded' ? 'SELF_EXCLUDED' : 'LIMIT_REACHED');
    const idempotencyKey = `online:${randomUUID()}`;
    const [row] = await tx
      .insert(depositRequest)
      .values({ memberId, source: 'online', channelId: channel.id, amount, reference: idempotencyKey, idempotencyKey, bonusPromotionId })
      .returning();
    if (!row) throw new Error('online deposit was not written');
    const reference = depositReference(settings.merchantCode, row.id);
    await tx.update(depositRequest).set({ reference }).where(eq(depositRequest.id, row.id));
    await appendAudit(tx, {
      actor: `member:${memberId}`,
      kind: 'deposit.filed',
      subject: `member:${memberId}`,
      data: { depositId: row.id, amount: amount.toString(), source: 'online' },
    });
    return { row: { ...row, reference }, channel };
  });
  const { row, channel } = filed;
  // The member comes back to the deposit page, which shows this deposit's state as we know it.
  const page = `${settings.siteUrl}${localizePath(locale, '/member')}?deposit=${row.id}`;
  try {
    const session = await createCheckoutSession(settings, {
      amount: Number(amount),
      currency: 'PHP',
      name: channel.name,
      description: `Deposit ${row.reference}`,
      methodTypes: channel.methodTypes,
      reference: row.reference,
      successUrl: `${page}#depositv2`,
      cancelUrl: `${page}&cancelled=1#depositv2`,
    });
    await app.db.update(depositRequest).set({ gatewayOrderId: session.id, gatewayIntentId: session.paymentIntentId }).where(eq(depositRequest.id, row.id));
    return { checkoutUrl: session.checkoutUrl, depositId: row.id };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    app.log.warn({ err: error, depositId: row.id }, 'online deposit: checkout not opened');
    await app.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(depositRequest).where(eq(depositRequest.id, row.id)).for('update');
      if (locked?.status === 'pending')
        await settleDeposit(app, tx, locked, 'reject', { actor: gatewayActor, reason: 'the payment gateway could not open the checkout', currency });
    });
    throw new AppError('GATEWAY_UNAVAILABLE');
  }
}
