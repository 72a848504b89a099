import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../../src/contract/money.ts';
import type { LocalizedText } from '../../../src/contract/payments.ts';
import type { Reward } from '../../../src/contract/promotions.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Db } from '../../db/index.ts';
import { member, reward, wageringRequirement } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Tx } from '../ledger/types.ts';
import { requireIdentityForBonus } from '../identity/requirement.ts';
import { move } from '../payments/support.ts';
import { appendAudit } from '../protection/audit.ts';
import { mainCode, memberAccount, systemAccount } from '../wallet/accounts.ts';
import { promotionOf, refuseUnmet, unmetConditions } from './terms.ts';
import { trialType } from '../../../src/contract/auth.ts';

export type RewardRow = typeof reward.$inferSelect;
export type RewardSource = RewardRow['source'];

export interface RewardGrant {
  memberId: number;
  source: RewardSource;
  /** Names what earned it; the same key never makes a second reward. */
  sourceKey: string;
  title: LocalizedText;
  amount: bigint;
  wagering: bigint;
  expiresAt: Date;
  /** A deposit bonus's deposit and promotion. */
  depositId?: number;
  promotionId?: number;
}

const dayMs = 86_400_000;
export const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * dayMs);

/** Adds a claimable reward once per source key; answers the row, new or already there. Trial accounts get none. */
export async function grantReward(executor: Db | Tx, grant: RewardGrant): Promise<{ row: RewardRow; created: boolean } | undefined> {
  if (grant.amount <= 0n) return undefined;
  const [owner] = await executor.select({ type: member.type }).from(member).where(eq(member.id, grant.memberId));
  if (!owner || owner.type === trialType) return undefined;
  const [inserted] = await executor.insert(reward).values(grant).onConflictDoNothing({ target: reward.sourceKey }).returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await executor.select().from(reward).where(eq(reward.sourceKey, grant.sourceKey));
  return row ? { row, created: false } : undefined;
}

/**
 * Pays a reward row the caller has just taken (status set to claimed under its lock): one bonus
 * transfer keyed on the row, and the turnover it asks for. The key makes a second payment impossible.
 */
export async function payReward(tx: Tx, row: RewardRow, currency: string, now: Date): Promise<number> {
  const posted = await move(tx, {
    kind: 'bonus',
    idempotencyKey: `reward/${row.id}`,
    memberId: row.memberId,
    from: await systemAccount(tx, 'bonus', currency),
    to: await memberAccount(tx, row.memberId, mainCode, currency),
    amount: row.amount,
    metadata: { rewardId: row.id, source: row.source, remark: row.title.en, title: row.title },
  });
  if (!posted.replayed && row.wagering > 0n) {
    await tx.insert(wageringRequirement).values({ memberId: row.memberId, required: row.wagering, source: `reward:${row.id}`, createdAt: now });
  }
  await tx.update(reward).set({ status: 'claimed', claimedAt: now, transferId: posted.transferId }).where(eq(reward.id, row.id));
  return posted.transferId;
}

/** Grants and pays at once: bonuses the terms credit automatically (a deposit bonus). */
export async function grantAndPay(tx: Tx, grant: RewardGrant, currency: string, now: Date): Promise<void> {
  const granted = await grantReward(tx, grant);
  if (!granted || granted.row.status === 'claimed') return;
  const [locked] = await tx.select().from(reward).where(eq(reward.id, granted.row.id)).for('update');
  if (locked && locked.status === 'available') await payReward(tx, locked, currency, now);
}

/**
 * A reward as the member sees it. `playing` holds the wagering sources still open
 * (`reward:<id>`): a paid bonus among them may be forfeited.
 */
export function rewardView(row: RewardRow, locale: Locale, now: Date, playing: ReadonlySet<string> = new Set()): Reward {
  const expired = row.status === 'available' && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    source: row.source,
    title: row.title[locale] || row.title.en,
    amount: toAmount(row.amount),
    wagering: toAmount(row.wagering),
    status: expired ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    claimedAt: row.claimedAt ? row.claimedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    forfeitable: row.status === 'claimed' && playing.has(`reward:${row.id}`),
  };
}

/** The wagering sources of the member still being played through. */
export async function openWageringSources(executor: Db | Tx, memberId: number): Promise<Set<string>> {
  const rows = await executor
    .select({ source: wageringRequirement.source, required: wageringRequirement.required, done: wageringRequirement.done })
    .from(wageringRequirement)
    .where(and(eq(wageringRequirement.memberId, memberId), eq(wageringRequirement.status, 'open')));
  return new Set(rows.filter((row) => row.done < row.required).map((row) => row.source));
}

/** The member's rewards: waiting ones first, then the most recent. */
export async function memberRewards(db: Db, memberId: number): Promise<RewardRow[]> {
  return db
    .select()
    .from(reward)
    .where(eq(reward.memberId, memberId))
    .orderBy(sql`case when ${reward.status} = 'available' then 0 else 1 end`, desc(reward.id))
    .limit(200);
}

/**
 * Claims a reward: the row is locked, so of two claims at once (a double click, two devices, a
 * retry) one pays and the other finds it claimed and answers the same paid reward.
 */
export async function claimReward(app: FastifyInstance, memberId: number, id: number, locale: Locale): Promise<Reward> {
  const now = app.clock.now();
  const currency = (await app.settings.get('currency')).code;
  const identityRule = await app.settings.get('identity');
  const row = await app.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(reward)
      .where(and(eq(reward.id, id), eq(reward.memberId, memberId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status === 'claimed') return locked;
    if (locked.status !== 'available') throw new AppError('CONFLICT');
    if (locked.expiresAt.getTime() <= now.getTime()) throw new AppError('REWARD_EXPIRED');
    // A deposit bonus's terms are checked as they stand at the claim; other rewards keep the identity rule alone.
    const promo = locked.promotionId === null ? undefined : await promotionOf(tx, locked.promotionId);
    if (promo) refuseUnmet(await unmetConditions(tx, memberId, promo, identityRule), locale);
    else await requireIdentityForBonus(identityRule, tx, memberId, translator(locale));
    await payReward(tx, locked, currency, now);
    const [paid] = await tx.select().from(reward).where(eq(reward.id, id));
    return paid ?? locked;
  });
  return rewardView(row, locale, now);
}

/**
 * Declines a reward offered and not yet paid: it can then never be claimed. Declining twice answers
 * the declined reward; a paid, forfeited or expired one is 409 CONFLICT.
 */
export async function declineReward(app: FastifyInstance, memberId: number, id: number, locale: Locale): Promise<Reward> {
  const now = app.clock.now();
  const row = await app.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(reward)
      .where(and(eq(reward.id, id), eq(reward.memberId, memberId)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status === 'declined') return locked;
    if (locked.status !== 'available' || locked.expiresAt.getTime() <= now.getTime()) throw new AppError('CONFLICT');
    const [declined] = await tx.update(reward).set({ status: 'declined', closedAt: now }).where(eq(reward.id, id)).returning();
    await appendAudit(tx, { actor: `member:${memberId}`, kind: 'reward.declined', subject: `member:${memberId}`, data: { rewardId: id } });
    return declined ?? locked;
  });
  return rewardView(row, locale, now);
}
