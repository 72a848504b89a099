import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../src/contract/money.ts';
import type { ChannelKind, Withdrawal, WithdrawalLimits, WithdrawalPayload, WithdrawInfo } from '../../../src/contract/payments.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Db } from '../../db/index.ts';
import { member, withdrawalRequest } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { memberRowLock } from '../members/lock.ts';
import type { Member } from '../members/repository.ts';
import { requireIdentityForWithdrawal } from '../identity/requirement.ts';
import { appendAudit } from '../protection/audit.ts';
import { mainCode, memberAccount, readBalance, walletSettings } from '../wallet/accounts.ts';
import { checkPaymentPassword } from './payment-password.ts';
import { ownPayoutAccount } from './payout-accounts.ts';
import { currencyCode, formatMoney, move, startOfToday } from './support.ts';
import { openWageringRequirements } from './wagering.ts';
import { memberWithdrawal } from './withdrawal-views.ts';

export const pendingWithdrawalCode = 'pending-withdrawal';

/** Min and max in minor units for a payout kind: its own bounds if the operator set them, else the overall ones. */
export function boundsFor(limits: WithdrawalLimits, kind: ChannelKind): { min: bigint; max: bigint } {
  const own = limits.byKind[kind];
  return { min: toMinorUnits(own?.min ?? limits.min), max: toMinorUnits(own?.max ?? limits.max) };
}

/** Withdrawals filed today that still count: a rejected one gave its place back. */
async function filedToday(executor: Db | Tx, memberId: number, timeZone: string): Promise<number> {
  const [row] = await executor
    .select({ filed: count() })
    .from(withdrawalRequest)
    .where(and(eq(withdrawalRequest.memberId, memberId), ne(withdrawalRequest.status, 'rejected'), gte(withdrawalRequest.createdAt, startOfToday(timeZone))));
  return row?.filed ?? 0;
}

export async function withdrawInfo(app: FastifyInstance, found: Member): Promise<WithdrawInfo> {
  const [limits, autoReceiptMinutes, usedToday, wagering, balance] = await Promise.all([
    app.settings.get('withdrawalLimits'),
    app.settings.get('withdrawalAutoReceiptMinutes'),
    filedToday(app.db, found.id, app.config.TIME_ZONE),
    openWageringRequirements(app.db, found.id),
    walletSettings(app).then((settings) => readBalance(app.db, found.id, settings)),
  ]);
  return {
    min: limits.min,
    max: limits.max,
    dailyCount: limits.dailyCount,
    usedToday,
    autoReceiptMinutes,
    paymentPasswordSet: found.paymentPasswordHash !== null,
    payeeName: found.payeeName,
    balance: balance.main,
    wagering,
  };
}

/**
 * Files a withdrawal: the amount leaves the main wallet for the member's pending-withdrawal account
 * in the same transaction that writes the request. The member row is locked first, so the daily
 * count holds under concurrent requests; a retry with the same key answers the first request.
 */
export async function requestWithdrawal(app: FastifyInstance, found: Member, payload: WithdrawalPayload, locale: Locale): Promise<Withdrawal> {
  const t = translator(locale);
  await checkPaymentPassword(app, found, payload.paymentPassword, t);
  const [limits, autoReceiptMinutes, currency, identityRule] = await Promise.all([
    app.settings.get('withdrawalLimits'),
    app.settings.get('withdrawalAutoReceiptMinutes'),
    currencyCode(app),
    app.settings.get('identity'),
  ]);
  const amount = toMinorUnits(payload.amount);
  const id = await app.db.transaction(async (tx) => {
    await tx.select({ id: member.id }).from(member).where(eq(member.id, found.id)).for(memberRowLock);
    const [existing] = await tx
      .select()
      .from(withdrawalRequest)
      .where(and(eq(withdrawalRequest.memberId, found.id), eq(withdrawalRequest.idempotencyKey, payload.idempotencyKey)));
    if (existing) {
      if (existing.amount !== amount || existing.payoutAccountId !== payload.accountId) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return existing.id;
    }
    const account = await ownPayoutAccount(tx, found.id, payload.accountId);
    await requireIdentityForWithdrawal(identityRule, tx, found.id, amount, t);
    if ((await openWageringRequirements(tx, found.id)).length > 0) throw new AppError('WAGERING_REQUIRED');
    const bounds = boundsFor(limits, account.kind);
    if (amount < bounds.min || amount > bounds.max) {
      const range = { min: formatMoney(bounds.min, locale), max: formatMoney(bounds.max, locale) };
      throw new AppError('RULE_BROKEN', { fields: { amount: t('payments.amountRange', range) } });
    }
    if ((await filedToday(tx, found.id, app.config.TIME_ZONE)) >= limits.dailyCount) {
      throw new AppError('RULE_BROKEN', { fields: { amount: t('payments.dailyCount', { count: limits.dailyCount }) } });
    }
    const [row] = await tx
      .insert(withdrawalRequest)
      .values({ memberId: found.id, payoutAccountId: account.id, amount, idempotencyKey: payload.idempotencyKey })
      .returning({ id: withdrawalRequest.id });
    if (!row) throw new Error('withdrawal was not written');
    await move(tx, {
      kind: 'withdrawal',
      idempotencyKey: `withdrawal/${row.id}`,
      memberId: found.id,
      from: await memberAccount(tx, found.id, mainCode, currency),
      to: await memberAccount(tx, found.id, pendingWithdrawalCode, currency),
      amount,
      metadata: { withdrawalId: row.id, remark: `${account.provider} ${account.accountNumber.slice(-4)}` },
    });
    await appendAudit(tx, {
      actor: `member:${found.id}`,
      kind: 'withdrawal.requested',
      subject: `member:${found.id}`,
      data: { withdrawalId: row.id, amount: amount.toString() },
    });
    return row.id;
  });
  return memberWithdrawal(app.db, found.id, id, autoReceiptMinutes);
}
