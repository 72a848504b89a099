import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { AppError } from '../../http/envelope.ts';
import { postTransfer } from '../ledger/transfers.ts';
import { findMemberById } from '../members/repository.ts';
import { recordAction } from '../payments/support.ts';
import { mainCode, memberAccount, systemAccount } from './accounts.ts';

export interface Adjustment {
  memberId: number;
  /** Minor units: positive credits the member's main wallet, negative debits it (never below zero). */
  amount: bigint;
  reason: string;
  /** Who did it, as the audit log shows it. */
  actor: string;
  idempotencyKey: string;
  /** The language of field messages; the operator tools speak English. */
  locale?: Locale;
}

export interface AdjustmentResult {
  transferId: number;
  replayed: boolean;
  /** The member's main wallet right after the adjustment. */
  balance: bigint;
}

/**
 * An operator's correction of a member's main wallet against system:adjustments. The transfer and
 * its audit record (who, when, why, balance before and after) commit together or not at all; a
 * replayed key records nothing new.
 */
export async function adjustBalance(app: FastifyInstance, adjustment: Adjustment): Promise<AdjustmentResult> {
  const reason = adjustment.reason.trim();
  const actor = adjustment.actor.trim();
  const t = translator(adjustment.locale ?? 'en');
  if (reason.length < 3) throw new AppError('VALIDATION_FAILED', { fields: { reason: t('wallet.error.reasonRequired') } });
  if (!actor) throw new AppError('VALIDATION_FAILED', { fields: { actor: t('validation.required') } });
  if (adjustment.amount === 0n) throw new AppError('VALIDATION_FAILED', { fields: { amount: t('wallet.error.amountZero') } });
  if (!(await findMemberById(app.db, adjustment.memberId))) throw new AppError('NOT_FOUND');
  const currency = (await app.settings.get('currency')).code;

  return app.db.transaction(async (tx) => {
    const main = await memberAccount(tx, adjustment.memberId, mainCode, currency);
    const system = await systemAccount(tx, 'adjustments', currency);
    const posted = await postTransfer(tx, {
      ledger: 'money',
      kind: 'adjustment',
      idempotencyKey: `adjust:${adjustment.idempotencyKey}`,
      memberId: adjustment.memberId,
      legs: [
        { accountId: system, amount: -adjustment.amount },
        { accountId: main, amount: adjustment.amount },
      ],
      metadata: { remark: reason, actor },
    });
    const balance = posted.balances.get(main) ?? 0n;
    if (!posted.replayed) {
      await recordAction(tx, {
        actor,
        action: 'balance.adjust',
        target: `member:${adjustment.memberId}`,
        before: { balance: toAmount(balance - adjustment.amount) },
        after: { balance: toAmount(balance), amount: toAmount(adjustment.amount), transferId: posted.transferId },
        reason,
      });
    }
    return { transferId: posted.transferId, replayed: posted.replayed, balance };
  });
}
