import type { FastifyInstance } from 'fastify';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { UplineTransferPayload, UplineTransferValue } from '../../../src/contract/wallet.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { AppError } from '../../http/envelope.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { findMemberById, type Member } from '../members/repository.ts';
import { checkPaymentPassword } from '../payments/payment-password.ts';
import { mainCode, memberAccount, readBalance, walletSettings } from './accounts.ts';

/** The agent a member's money may go to: their own upline, when they have one. */
export async function uplineOf(app: FastifyInstance, who: Member): Promise<Member | null> {
  return who.uplineId === null ? null : findMemberById(app.db, who.uplineId);
}

/**
 * Member main wallet -> their upline agent's main wallet, after the payment password. The key is
 * the member's own: a retry replays, another amount under it is 409.
 */
export async function transferToUpline(app: FastifyInstance, who: Member, payload: UplineTransferPayload, locale: Locale): Promise<UplineTransferValue> {
  const upline = await uplineOf(app, who);
  const t = translator(locale);
  if (!upline) throw new AppError('RULE_BROKEN', { fields: { upline: t('wallet.error.noUpline') } });
  await checkPaymentPassword(app, who, payload.paymentPassword, t);
  const settings = await walletSettings(app);
  const amount = toMinorUnits(payload.amount);
  await app.db.transaction(async (tx) => {
    const from = await memberAccount(tx, who.id, mainCode, settings.currency.code);
    const to = await memberAccount(tx, upline.id, mainCode, settings.currency.code);
    await postTransfer(tx, {
      ledger: 'money',
      kind: 'upline-transfer',
      idempotencyKey: `upline:${who.id}:${payload.idempotencyKey}`,
      memberId: who.id,
      legs: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      // Both sides read this in their account record: who sent it to whom.
      metadata: { uplineId: upline.id, remark: `${who.username} → ${upline.username}` },
    });
  });
  return { amount: toAmount(amount), upline: upline.username, balance: await readBalance(app.db, who.id, settings) };
}
