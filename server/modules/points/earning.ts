import type { FastifyInstance } from 'fastify';
import { toMinorUnits } from '../../../src/contract/money.ts';
import type { PointsKind, PointsSettings } from '../../../src/contract/points.ts';
import { categoryIds } from '../../../src/content/schemas.ts';
import { AppError } from '../../http/envelope.ts';
import { oncePer } from '../../lib/once-per.ts';
import { findMemberById } from '../members/repository.ts';
import { recordAction } from '../payments/support.ts';
import type { AccountKey } from '../ledger/accounts.ts';
import { memberPointsAccount, movePoints, pointsBalance, pointsMainCode, pointsSystemAccount, pointsSystemCode, pointsUnit, pointsValue } from './accounts.ts';

export type EarnRates = PointsSettings['earnRates'];

/** Every win call credits points: earnings come from one of these accounts, chosen by member, so no single row is hot (DESIGN §4). */
export const earnedBuckets = 16;

/** The settings' rates in hundredths, once per settings value (they are read again at most each second). */
const hundredthsOf = oncePer((rates: EarnRates): Record<string, string> =>
  Object.fromEntries(categoryIds.map((category) => [category, toMinorUnits(rates[category] ?? 0).toString()])),
);

/**
 * What `vendor_win` (migration 0016) needs to credit the points of bets it settles for the first
 * time, in the settling transaction: they commit with the settlement or not at all. A bet earns
 * stake × rate points, the rate per 1.00 of its category read in hundredths like money and the
 * result rounded down, so a bet never earns more than its share; play money earns nothing; the key
 * is the bet, so a bet earns once however many wins its round receives.
 */
export function earningOf(memberId: number, rates: EarnRates) {
  return {
    kind: 'points-earn' satisfies PointsKind,
    keyPrefix: 'points-earn/bet/',
    from: { ledger: 'points', code: pointsSystemCode(`earned:${memberId % earnedBuckets}`), currency: pointsUnit } satisfies AccountKey,
    to: { ledger: 'points', memberId, code: pointsMainCode, currency: pointsUnit } satisfies AccountKey,
    rates: hundredthsOf(rates),
  };
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
