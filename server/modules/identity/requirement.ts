import { and, eq, notInArray, sql } from 'drizzle-orm';
import { toMinorUnits } from '../../../src/contract/money.ts';
import type { Translate } from '../../../src/i18n/translate.ts';
import { withdrawalRequest } from '../../db/schema.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/envelope.ts';
import type { IdentitySettings } from '../../../src/contract/identity.ts';
import type { Tx } from '../ledger/types.ts';
import { isVerified } from './repository.ts';

/** Minor units of the member's withdrawals that still count: a rejected or refunded one gave its money back. */
async function withdrawnSoFar(executor: Db | Tx, memberId: number): Promise<bigint> {
  const [row] = await executor
    .select({ total: sql<string>`coalesce(sum(${withdrawalRequest.amount}), 0)` })
    .from(withdrawalRequest)
    .where(and(eq(withdrawalRequest.memberId, memberId), notInArray(withdrawalRequest.status, ['rejected', 'refunded'])));
  return BigInt(row?.total ?? 0);
}

/**
 * The one home of the `identity` setting's withdrawal rules: an unverified member may not file a
 * withdrawal when the operator requires verification before any withdrawal, before one above
 * `aboveSingle`, or before the one that takes their withdrawals so far past `aboveCumulative`.
 * Run inside the withdrawal's transaction, after the member row is locked, so the total holds. The
 * caller reads the setting before its transaction: a stale settings cache reads through app.db, which
 * on PGlite's one connection would wait for that very transaction.
 */
export async function requireIdentityForWithdrawal(rule: IdentitySettings, tx: Tx, memberId: number, amount: bigint, t: Translate): Promise<void> {
  const single = rule.aboveSingle === undefined ? null : toMinorUnits(rule.aboveSingle);
  const cumulative = rule.aboveCumulative === undefined ? null : toMinorUnits(rule.aboveCumulative);
  if (!rule.beforeWithdrawal && single === null && cumulative === null) return;
  if (await isVerified(tx, memberId)) return;
  const needed =
    rule.beforeWithdrawal || (single !== null && amount > single) || (cumulative !== null && (await withdrawnSoFar(tx, memberId)) + amount > cumulative);
  if (needed) throw new AppError('VERIFICATION_REQUIRED', { fields: { identity: t('identity.requiredForWithdrawal') } });
}

/** The `beforeBonus` rule: an unverified member is not granted or paid a bonus while the operator requires it. */
export async function requireIdentityForBonus(rule: IdentitySettings, executor: Db | Tx, memberId: number, t: Translate): Promise<void> {
  if (!rule.beforeBonus) return;
  if (await isVerified(executor, memberId)) return;
  throw new AppError('VERIFICATION_REQUIRED', { fields: { identity: t('identity.requiredForBonus') } });
}
