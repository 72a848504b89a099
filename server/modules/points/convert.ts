import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import { convertedMinorUnits } from '../../../src/contract/points-conversion.ts';
import type { ConvertPayload, ConvertValue } from '../../../src/contract/points.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { pointsRedemption } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { balanceOf } from '../ledger/accounts.ts';
import type { Member } from '../members/repository.ts';
import { checkPaymentPassword } from '../payments/payment-password.ts';
import { currencyCode, move } from '../payments/support.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';
import { memberPointsAccount, movePoints, pointsBalance, pointsSystemAccount, pointsValue } from './accounts.ts';
import { earlierRedemption, lockMember } from './redeem.ts';
import { memberRedemption } from './views.ts';

/**
 * Converts points to money at the operator's rate: one transfer on each ledger in one database
 * transaction, both keyed on the conversion's row, so they commit together or not at all. The
 * points move first, then the money: a seamless win (vendor_win, migration 0035) posts the points
 * it earns before its payout, so the two take the member's accounts in one order and never
 * deadlock.
 */
export async function convertPoints(app: FastifyInstance, who: Member, payload: ConvertPayload, locale: Locale): Promise<ConvertValue> {
  const t = translator(locale);
  await checkPaymentPassword(app, who, payload.paymentPassword, t);
  const [{ conversion }, currency] = await Promise.all([app.settings.get('points'), currencyCode(app)]);
  if (payload.points < conversion.minimumPoints) {
    throw new AppError('RULE_BROKEN', { fields: { points: t('points.error.minimum', { points: conversion.minimumPoints }) } });
  }
  const points = BigInt(payload.points);
  const amount = convertedMinorUnits(points, conversion.amountPerPoint);
  const id = await app.db.transaction(async (tx) => {
    await lockMember(tx, who.id);
    const sameRequest = (row: typeof pointsRedemption.$inferSelect) => row.type === 'convert' && row.points === points;
    const earlier = await earlierRedemption(tx, who.id, payload.idempotencyKey, sameRequest);
    if (earlier) return earlier.id;
    const [row] = await tx
      .insert(pointsRedemption)
      .values({
        memberId: who.id,
        type: 'convert',
        quantity: 1,
        points,
        amount,
        status: 'approved',
        idempotencyKey: payload.idempotencyKey,
        decidedAt: new Date(),
      })
      .returning({ id: pointsRedemption.id });
    if (!row) throw new Error('conversion was not written');
    const remark = t('points.convert.remark', { points: payload.points });
    await movePoints(tx, {
      kind: 'points-convert',
      idempotencyKey: `points-convert/${row.id}`,
      memberId: who.id,
      from: await memberPointsAccount(tx, who.id),
      to: await pointsSystemAccount(tx, 'converted'),
      points,
      metadata: { redemptionId: row.id, amount: toAmount(amount), remark },
    });
    await move(tx, {
      kind: 'points-convert',
      idempotencyKey: `points-convert/${row.id}`,
      memberId: who.id,
      from: await systemAccount(tx, 'points-conversion', currency),
      to: await memberAccount(tx, who.id, mainCode, currency),
      amount,
      metadata: { redemptionId: row.id, points: payload.points, remark },
    });
    return row.id;
  });
  const [redemption, left, balance] = await Promise.all([
    memberRedemption(app.db, who.id, id, locale),
    pointsBalance(app.db, who.id),
    memberAccount(app.db, who.id, mainCode, currency).then((account) => balanceOf(app.db, account)),
  ]);
  return { redemption, points: pointsValue(left), balance: toAmount(balance) };
}
