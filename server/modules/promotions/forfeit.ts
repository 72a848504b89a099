import { and, asc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import type { Forfeit } from '../../../src/contract/promotions.ts';
import type { TransferKind } from '../../../src/contract/wallet.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import { ledgerAccount, ledgerEntry, ledgerTransfer, member, reward, wageringRequirement } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { memberRowLock } from '../members/lock.ts';
import { move } from '../payments/support.ts';
import { appendAudit } from '../protection/audit.ts';
import { mainCode, memberAccount, systemAccount, vendorCode } from '../wallet/accounts.ts';
import { rewardView, type RewardRow } from './rewards.ts';

/**
 * Movements of the main wallet that are the member's own money coming or going, not play: after the
 * bonus was paid, a deposit adds to what the member keeps on a forfeit, a withdrawal (net of a
 * refund) and a transfer to the upline take from it.
 */
const ownMoneyKinds: TransferKind[] = ['deposit', 'withdrawal', 'withdrawal-refund', 'upline-transfer'];

/**
 * The member's own money under a paid bonus: the main wallet's balance just before the bonus was
 * paid (the deposit it matched included), then every deposit and withdrawal since.
 */
async function ownMoneyUnder(tx: Tx, row: RewardRow, main: number): Promise<bigint> {
  if (row.transferId === null) return 0n;
  const [paid] = await tx
    .select({ id: ledgerEntry.id, balanceAfter: ledgerEntry.balanceAfter })
    .from(ledgerEntry)
    .where(and(eq(ledgerEntry.transferId, row.transferId), eq(ledgerEntry.accountId, main)));
  if (!paid) return 0n;
  const [since] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntry.amount}), 0)` })
    .from(ledgerEntry)
    .innerJoin(ledgerTransfer, eq(ledgerTransfer.id, ledgerEntry.transferId))
    .where(and(eq(ledgerEntry.accountId, main), gt(ledgerEntry.id, paid.id), inArray(ledgerTransfer.kind, ownMoneyKinds)));
  return paid.balanceAfter - row.amount + BigInt(since?.total ?? 0);
}

/**
 * Forfeits a paid bonus whose turnover is still open (POST /wps/rewards/:id/forfeit), in one
 * transaction: the member keeps the lesser of the main balance and their own money under the bonus;
 * the rest (the bonus and what it won) goes back to system:bonus as a `bonus-forfeit` transfer keyed
 * on the reward; the bonus's turnover is cancelled, so the deposit may be withdrawn. Locks in the
 * order the withdrawal and the bet settlement take them (member row, the turnover row, then the
 * accounts in id order inside the posting), so a forfeit racing a bet or a withdrawal waits, never
 * deadlocks. The reward row's lock makes a second forfeit find it forfeited: 409, nothing moved.
 */
export async function forfeitReward(app: FastifyInstance, memberId: number, id: number, locale: Locale): Promise<Forfeit> {
  const now = app.clock.now();
  const currency = (await app.settings.get('currency')).code;
  const t = translator(locale);
  return app.db.transaction(async (tx) => {
    await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for(memberRowLock);
    const [locked] = await tx
      .select()
      .from(reward)
      .where(and(eq(reward.id, id), eq(reward.memberId, memberId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status !== 'claimed') throw new AppError('CONFLICT');
    const requirements = await tx
      .select()
      .from(wageringRequirement)
      .where(and(eq(wageringRequirement.memberId, memberId), eq(wageringRequirement.source, `reward:${id}`), eq(wageringRequirement.status, 'open')))
      .orderBy(asc(wageringRequirement.id))
      .for('update');
    const open = requirements.filter((row) => row.done < row.required);
    if (open.length === 0) throw new AppError('RULE_BROKEN', { fields: { reward: t('bonus.forfeit.notPlaying') } });

    // Bonus money moved into a game's own wallet would escape the forfeit: it comes back to main first.
    const [inGames] = await tx
      .select({ total: sql<string>`coalesce(sum(${ledgerAccount.balance}), 0)` })
      .from(ledgerAccount)
      .where(and(eq(ledgerAccount.ledger, 'money'), eq(ledgerAccount.memberId, memberId), like(ledgerAccount.code, vendorCode('%'))));
    if (BigInt(inGames?.total ?? 0) > 0n) throw new AppError('RULE_BROKEN', { fields: { reward: t('bonus.forfeit.moneyInGames') } });

    const main = await memberAccount(tx, memberId, mainCode, currency);
    const system = await systemAccount(tx, 'bonus', currency);
    // Locked in id order, as the posting locks them: the balance read is the one the posting moves.
    const accounts = await tx
      .select({ id: ledgerAccount.id, balance: ledgerAccount.balance })
      .from(ledgerAccount)
      .where(inArray(ledgerAccount.id, [main, system]))
      .orderBy(asc(ledgerAccount.id))
      .for('update');
    const balance = accounts.find((row) => row.id === main)?.balance ?? 0n;
    const own = await ownMoneyUnder(tx, locked, main);
    const kept = own <= 0n ? 0n : own < balance ? own : balance;
    const returned = balance - kept;

    let forfeitTransferId: number | null = null;
    if (returned > 0n) {
      const posted = await move(tx, {
        kind: 'bonus-forfeit',
        idempotencyKey: `forfeit/${locked.id}`,
        memberId,
        from: main,
        to: system,
        amount: returned,
        metadata: { rewardId: locked.id, remark: locked.title.en, title: locked.title, kept: kept.toString() },
      });
      forfeitTransferId = posted.transferId;
    }
    await tx
      .update(wageringRequirement)
      .set({ status: 'cancelled', closedAt: now })
      .where(
        inArray(
          wageringRequirement.id,
          open.map((row) => row.id),
        ),
      );
    const [forfeited] = await tx.update(reward).set({ status: 'forfeited', closedAt: now, forfeitTransferId }).where(eq(reward.id, id)).returning();
    await appendAudit(tx, {
      actor: `member:${memberId}`,
      kind: 'reward.forfeited',
      subject: `member:${memberId}`,
      data: { rewardId: id, returned: returned.toString(), kept: kept.toString(), transferId: forfeitTransferId },
    });
    return { reward: rewardView(forfeited ?? locked, locale, now), returned: toAmount(returned), kept: toAmount(kept), balance: toAmount(kept) };
  });
}
