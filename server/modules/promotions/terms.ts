import { and, eq, isNotNull } from 'drizzle-orm';
import type { IdentitySettings } from '../../../src/contract/identity.ts';
import type { BonusCondition } from '../../../src/contract/promotions.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Db } from '../../db/index.ts';
import { member, promotion } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { isVerified } from '../identity/repository.ts';
import type { Tx } from '../ledger/types.ts';
import type { PromotionRow } from './active.ts';

/**
 * The terms' conditions the member does not meet. The identity setting's `beforeBonus` counts as
 * the terms' `verifiedIdentity`: the operator asks it of every bonus.
 */
export async function unmetConditions(executor: Db | Tx, memberId: number, promo: PromotionRow, identityRule: IdentitySettings): Promise<BonusCondition[]> {
  const unmet: BonusCondition[] = [];
  if (promo.rules.verifiedMobile) {
    const [row] = await executor
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.id, memberId), isNotNull(member.mobileVerifiedAt), isNotNull(member.mobileNum)));
    if (!row) unmet.push('verifiedMobile');
  }
  if ((promo.rules.verifiedIdentity || identityRule.beforeBonus) && !(await isVerified(executor, memberId))) unmet.push('verifiedIdentity');
  return unmet;
}

/** Refuses with BONUS_CONDITION_UNMET, each unmet condition a field with what to do, in the member's language. */
export function refuseUnmet(unmet: BonusCondition[], locale: Locale): void {
  if (unmet.length === 0) return;
  const t = translator(locale);
  throw new AppError('BONUS_CONDITION_UNMET', { fields: Object.fromEntries(unmet.map((condition) => [condition, t(`bonus.condition.${condition}`)])) });
}

/** The promotion a deposit bonus reward came from, read with the caller's executor. */
export async function promotionOf(executor: Db | Tx, promotionId: number): Promise<PromotionRow | undefined> {
  const [row] = await executor.select().from(promotion).where(eq(promotion.id, promotionId));
  return row;
}
