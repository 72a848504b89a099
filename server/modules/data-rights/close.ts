import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { closeConfirmMinutes, type CloseAccountPayload, type CloseAccountValue } from '../../../src/contract/member.ts';
import { playMoneyAccountCode } from '../../../src/contract/games.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { ledgerAccount, member } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { revokeMemberSessions } from '../auth/sessions.ts';
import type { Tx } from '../ledger/types.ts';
import { memberRowLock } from '../members/lock.ts';
import type { Member } from '../members/repository.ts';
import { retireUsername } from '../members/retired.ts';
import { checkLoginPassword } from '../profile/payment-password.ts';
import { move } from '../payments/support.ts';
import { appendAudit } from '../protection/audit.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';

/**
 * Money the member still has on the platform: every money account of theirs (main and vendor
 * wallets, a withdrawal waiting to be paid), play money aside. A closed account holds nothing.
 */
async function moneyLeft(tx: Tx, memberId: number, { exceptMain = false } = {}): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(abs(${ledgerAccount.balance})), 0)::text` })
    .from(ledgerAccount)
    .where(
      and(
        eq(ledgerAccount.ledger, 'money'),
        eq(ledgerAccount.memberId, memberId),
        ne(ledgerAccount.code, playMoneyAccountCode),
        exceptMain ? ne(ledgerAccount.code, mainCode) : undefined,
      ),
    );
  return BigInt(row?.total ?? '0');
}

/**
 * What is left in the main wallet goes to the operator (an adjustment, so the books show it), the
 * account locked first so no bet or win moves it meanwhile. Answers the amount given up.
 */
async function forfeitMain(tx: Tx, memberId: number, currency: string): Promise<bigint> {
  const main = await memberAccount(tx, memberId, mainCode, currency);
  const [row] = await tx.select({ balance: ledgerAccount.balance }).from(ledgerAccount).where(eq(ledgerAccount.id, main)).for('update');
  const amount = row?.balance ?? 0n;
  if (amount <= 0n) return 0n;
  const to = await systemAccount(tx, 'adjustments', currency);
  await move(tx, {
    kind: 'adjustment',
    idempotencyKey: `close-forfeit/${memberId}`,
    memberId,
    from: main,
    to,
    amount,
    metadata: { remark: 'forfeited on closing the account', forfeit: true },
  });
  return amount;
}

/**
 * POST /wps/member/close, in two calls (docs/decisions/0680-closing-an-account.md): the request,
 * proved by the password, answers when it lapses; the confirmation, with the password again
 * before then, closes. Both refuse while money is left. Closing ends every session and game
 * session, retires the username for good and is kept in the tamper-evident trail.
 */
export async function closeAccount(app: FastifyInstance, who: Member, payload: CloseAccountPayload, locale: Locale): Promise<CloseAccountValue> {
  const t = translator(locale);
  await checkLoginPassword(app, who, payload.password, t, 'password');
  const now = app.clock.now();
  // Read before the transaction: a stale settings cache reads through app.db, which on PGlite's one
  // connection would wait for this very transaction to end.
  const currency = (await app.settings.get('currency')).code;
  return app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(member).where(eq(member.id, who.id)).for(memberRowLock);
    if (!row || row.closedAt) throw new AppError('ACCOUNT_CLOSED');
    // With `forfeit` only the main wallet may hold money: a withdrawal on its way still has to end first.
    if ((await moneyLeft(tx, who.id, { exceptMain: payload.forfeit === true })) !== 0n) throw new AppError('BALANCE_NOT_ZERO');
    if (!payload.confirm) {
      await tx.update(member).set({ closeRequestedAt: now }).where(eq(member.id, who.id));
      return { state: 'confirm', confirmBy: new Date(now.getTime() + closeConfirmMinutes * 60_000).toISOString() };
    }
    const requestedAt = row.closeRequestedAt?.getTime();
    if (requestedAt === undefined || now.getTime() - requestedAt > closeConfirmMinutes * 60_000) throw new AppError('CLOSE_NOT_REQUESTED');
    const forfeited = payload.forfeit ? await forfeitMain(tx, who.id, currency) : 0n;
    await closeNow(tx, { id: who.id, username: row.username }, { now, actor: `member:${who.id}`, reason: payload.reason ?? null, forfeited });
    return { state: 'closed' };
  });
}

/**
 * Closes an account at once: every session ends, the username is retired for good, and the trail
 * says who and why. The member's own close and the under-18 refusal of identity verification use it.
 */
export async function closeNow(
  tx: Tx,
  who: { id: number; username: string },
  how: { now: Date; actor: string; reason: string | null; forfeited?: bigint },
): Promise<void> {
  await tx.update(member).set({ closedAt: how.now, closeRequestedAt: null }).where(eq(member.id, who.id));
  await revokeMemberSessions(tx, who.id, { now: how.now });
  await retireUsername(tx, who.username, how.now);
  const forfeited = how.forfeited ? { forfeited: how.forfeited.toString() } : {};
  await appendAudit(tx, { actor: how.actor, kind: 'account.close', subject: `member:${who.id}`, data: { reason: how.reason, ...forfeited }, at: how.now });
}
