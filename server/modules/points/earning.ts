import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../src/contract/money.ts';
import type { PointsSettings } from '../../../src/contract/points.ts';
import { categoryIds } from '../../../src/content/schemas.ts';
import { AppError } from '../../http/envelope.ts';
import type { BetRow } from '../games/bet-records.ts';
import type { Tx } from '../ledger/types.ts';
import { findMemberById } from '../members/repository.ts';
import { recordAction } from '../payments/support.ts';
import { ensureAccounts } from '../ledger/accounts.ts';
import { memberPointsAccount, movePoints, pointsBalance, pointsMainCode, pointsSystemAccount, pointsSystemCode, pointsUnit, pointsValue } from './accounts.ts';

export type EarnRates = PointsSettings['earnRates'];

/**
 * The whole points a stake (minor units) earns at `rate` points per 1.00: the rate is read in
 * hundredths like money, and the result rounds down, so a bet never earns more than its share.
 */
export function pointsForStake(stake: bigint, rate: number): bigint {
  return (stake * toMinorUnits(rate)) / 10_000n;
}

/** Every win call credits points: earnings come from one of these accounts, chosen by member, so no single row is hot (DESIGN §4). */
const earnedBuckets = 16;

function rateOf(rates: EarnRates, category: string): number {
  const known = categoryIds.find((id) => id === category);
  return known ? (rates[known] ?? 0) : 0;
}

/**
 * Credits the points of bets a win call settles for the first time, inside the seamless wallet's
 * settling transaction: they commit with the settlement or not at all. Play money earns nothing;
 * the key is the bet, so a bet earns once however many wins its round receives.
 */
export async function earnForSettledBets(tx: Tx, rates: EarnRates, bets: readonly BetRow[]): Promise<void> {
  for (const bet of bets) {
    if (bet.status !== 'open' || bet.playMoney) continue;
    const points = pointsForStake(bet.stake, rateOf(rates, bet.category));
    if (points <= 0n) continue;
    const [from, to] = await ensureAccounts(tx, [
      { ledger: 'points', code: pointsSystemCode(`earned:${bet.memberId % earnedBuckets}`), currency: pointsUnit },
      { ledger: 'points', memberId: bet.memberId, code: pointsMainCode, currency: pointsUnit },
    ]);
    await movePoints(tx, {
      kind: 'points-earn',
      idempotencyKey: `points-earn/bet/${bet.id}`,
      memberId: bet.memberId,
      from: from!,
      to: to!,
      points,
      metadata: { betId: bet.id, vendor: bet.vendor, category: bet.category, remark: `${bet.category} ${bet.gameCode}` },
    });
  }
}

export interface Grant {
  memberId: number;
  /** Whole points: positive credits (a promotion, a mission), negative debits (never below zero). */
  points: bigint;
  reason: string;
  actor: string;
  idempotencyKey: string;
}

/**
 * Points the operator gives or takes: promotions and missions credit through here with their own
 * key. The movement and its audit record commit together; a replayed key records nothing new.
 */
export async function grantPoints(app: FastifyInstance, grant: Grant): Promise<{ transferId: number; replayed: boolean; points: bigint }> {
  if (!(await findMemberById(app.db, grant.memberId))) throw new AppError('NOT_FOUND');
  return app.db.transaction(async (tx) => {
    const member = await memberPointsAccount(tx, grant.memberId);
    const granted = await pointsSystemAccount(tx, 'granted');
    const credit = grant.points > 0n;
    const posted = await movePoints(tx, {
      kind: 'points-grant',
      idempotencyKey: `points-grant/${grant.idempotencyKey}`,
      memberId: grant.memberId,
      from: credit ? granted : member,
      to: credit ? member : granted,
      points: credit ? grant.points : -grant.points,
      metadata: { remark: grant.reason, actor: grant.actor },
    });
    const balance = posted.balances.get(member) ?? (await pointsBalance(tx, grant.memberId));
    if (!posted.replayed) {
      await recordAction(tx, {
        actor: grant.actor,
        action: 'points.grant',
        target: `member:${grant.memberId}`,
        before: { points: pointsValue(balance - grant.points) },
        after: { points: pointsValue(balance), granted: pointsValue(grant.points), transferId: posted.transferId },
        reason: grant.reason,
      });
    }
    return { transferId: posted.transferId, replayed: posted.replayed, points: balance };
  });
}
