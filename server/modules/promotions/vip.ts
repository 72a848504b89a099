import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { Vip } from '../../../src/contract/promotions.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Db } from '../../db/index.ts';
import { betRecord, depositRequest, member, vipRank } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { recordAction } from '../payments/support.ts';
import type { OpsContext } from './promotions.ts';
import { daysAfter, grantReward } from './rewards.ts';

type RankRow = typeof vipRank.$inferSelect;

export const vipRanks = (db: Db) => db.select().from(vipRank).orderBy(asc(vipRank.level));

/** Approved deposits and valid bets of the member since `since`, in minor units. */
async function figuresSince(db: Db, memberId: number, since: Date): Promise<{ deposits: bigint; validBets: bigint }> {
  const [deposits] = await db
    .select({ total: sql<string>`coalesce(sum(${depositRequest.amount}), 0)`.mapWith(String) })
    .from(depositRequest)
    .where(and(eq(depositRequest.memberId, memberId), eq(depositRequest.status, 'approved'), gte(depositRequest.decidedAt, since)));
  const [bets] = await db
    .select({ total: sql<string>`coalesce(sum(${betRecord.stake}), 0)`.mapWith(String) })
    .from(betRecord)
    .where(and(eq(betRecord.memberId, memberId), sql`${betRecord.status} in ('won', 'lost')`, eq(betRecord.playMoney, false), gte(betRecord.settledAt, since)));
  return { deposits: BigInt(deposits?.total ?? '0'), validBets: BigInt(bets?.total ?? '0') };
}

/** The highest rank whose deposits and valid bets the figures both reach. */
export function rankFor(ranks: readonly RankRow[], figures: { deposits: bigint; validBets: bigint }): RankRow | undefined {
  let reached: RankRow | undefined;
  for (const rank of ranks) if (figures.deposits >= rank.minDeposits && figures.validBets >= rank.minValidBets) reached = rank;
  return reached;
}

export interface VipStanding {
  rank: RankRow | undefined;
  deposits: bigint;
  validBets: bigint;
  ranks: RankRow[];
}

/** The rank the member's figures over the operator's period reach now, read only (an operator looking changes nothing). */
export async function vipStanding(app: FastifyInstance, memberId: number): Promise<VipStanding> {
  const settings = await app.settings.get('vip');
  const ranks = await vipRanks(app.db);
  const figures = await figuresSince(app.db, memberId, daysAfter(app.clock.now(), -settings.periodDays));
  return { rank: rankFor(ranks, figures), ranks, ...figures };
}

/**
 * The member's VIP standing over the operator's period: the rank is stored on the member (user
 * info shows it), and each rank reached for the first time puts its rank-up reward in the reward
 * center, once per member and level.
 */
export async function refreshVip(app: FastifyInstance, memberId: number): Promise<VipStanding> {
  const settings = await app.settings.get('vip');
  const now = app.clock.now();
  const standing = await vipStanding(app, memberId);
  const { rank, ranks } = standing;
  if (rank) {
    await app.db
      .update(member)
      .set({ vipRankLevel: rank.level, clubLabel: rank.name })
      .where(and(eq(member.id, memberId), sql`(${member.vipRankLevel}, ${member.clubLabel}) is distinct from (${rank.level}, ${rank.name})`));
    for (const reached of ranks) {
      if (reached.level > rank.level || reached.rankUpReward <= 0n) continue;
      await grantReward(app.db, {
        memberId,
        source: 'vip',
        sourceKey: `vip:${reached.level}:member:${memberId}`,
        title: { en: `VIP ${reached.name} rank-up`, pt: `Subida ao VIP ${reached.name}`, tl: `Pag-akyat sa VIP ${reached.name}` },
        amount: reached.rankUpReward,
        wagering: 0n,
        expiresAt: daysAfter(now, settings.claimDays),
      });
    }
  }
  return standing;
}

export async function vipOf(app: FastifyInstance, memberId: number, locale: Locale): Promise<Vip> {
  const settings = await app.settings.get('vip');
  if (!settings.enabled) throw new AppError('NOT_FOUND');
  const { rank, ranks, deposits, validBets } = await refreshVip(app, memberId);
  return {
    level: rank?.level ?? 0,
    name: rank?.name ?? '',
    periodDays: settings.periodDays,
    deposits: toAmount(deposits),
    validBets: toAmount(validBets),
    ranks: ranks.map((row) => opsVipView(row, locale)),
  };
}

export function opsVipView(row: RankRow, locale: Locale = 'en') {
  return {
    level: row.level,
    name: row.name,
    minDeposits: toAmount(row.minDeposits),
    minValidBets: toAmount(row.minValidBets),
    rankUpReward: toAmount(row.rankUpReward),
    benefits: row.benefits[locale] || row.benefits.en,
  };
}

/** Adds or changes a rank (its level is its key). */
export async function putVipRank(
  db: Db,
  input: { level: number; name: string; minDeposits: number; minValidBets: number; rankUpReward: number; benefits: RankRow['benefits'] },
  context: OpsContext,
): Promise<RankRow> {
  const values = {
    level: input.level,
    name: input.name,
    minDeposits: toMinorUnits(input.minDeposits),
    minValidBets: toMinorUnits(input.minValidBets),
    rankUpReward: toMinorUnits(input.rankUpReward),
    benefits: input.benefits,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(vipRank).values(values).onConflictDoUpdate({ target: vipRank.level, set: values }).returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAction(tx, {
      actor: context.actor,
      action: 'vip.rank',
      target: `vip-rank:${input.level}`,
      before: null,
      after: { ...input },
      reason: context.reason,
    });
    return row;
  });
}
