import { and, eq } from 'drizzle-orm';
import type { PointsKind } from '../../../src/contract/points.ts';
import type { Db } from '../../db/index.ts';
import { ledgerAccount } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { ensureAccount } from '../ledger/accounts.ts';
import { postTransfer } from '../ledger/transfers.ts';
import type { PostedTransfer, Tx } from '../ledger/types.ts';

/**
 * Points are the second ledger (DESIGN §4): the same transfers, entries, locks and idempotency as
 * money, counted in whole points under a unit of their own, so no sum can ever mix them with money.
 */
export const pointsUnit = 'PTS';
export const pointsMainCode = 'main';
/** Points of an item redemption the operator has not decided yet: held, not spendable, not gone. */
export const pendingRedemptionCode = 'pending-redemption';

export function memberPointsAccount(executor: Db | Tx, memberId: number, code: string = pointsMainCode): Promise<number> {
  return ensureAccount(executor, { ledger: 'points', memberId, code, currency: pointsUnit });
}

export const pointsSystemCode = (purpose: string) => `system:${purpose}`;

/** The other side of points entering or leaving circulation ('earned', 'granted', 'redeemed', 'converted'). */
export function pointsSystemAccount(executor: Db | Tx, purpose: string): Promise<number> {
  return ensureAccount(executor, { ledger: 'points', code: pointsSystemCode(purpose), currency: pointsUnit });
}

/** The member's spendable points; 0 before their first point, without creating the account. */
export async function pointsBalance(executor: Db | Tx, memberId: number): Promise<bigint> {
  const [row] = await executor
    .select({ balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(and(eq(ledgerAccount.ledger, 'points'), eq(ledgerAccount.memberId, memberId), eq(ledgerAccount.code, pointsMainCode)));
  return row?.balance ?? 0n;
}

export interface PointsMovement {
  kind: PointsKind | 'points-redeemed';
  idempotencyKey: string;
  memberId: number;
  from: number;
  to: number;
  /** Whole points, positive. */
  points: bigint;
  /** `remark` is what the member's points record shows beside the movement. */
  metadata: Record<string, unknown> & { remark: string };
}

/** One points transfer; a member short of points is told INSUFFICIENT_POINTS, and nothing moves. */
export async function movePoints(tx: Tx, movement: PointsMovement): Promise<PostedTransfer> {
  try {
    return await postTransfer(tx, {
      ledger: 'points',
      kind: movement.kind,
      idempotencyKey: movement.idempotencyKey,
      memberId: movement.memberId,
      legs: [
        { accountId: movement.from, amount: -movement.points },
        { accountId: movement.to, amount: movement.points },
      ],
      metadata: movement.metadata,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_POINTS');
    throw error;
  }
}

/** Points on the wire: whole numbers, far below 2^53 by the contract's bounds. */
export const pointsValue = (points: bigint): number => Number(points);
