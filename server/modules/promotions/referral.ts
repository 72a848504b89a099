import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toAmount, toMinorUnits } from '../../../src/contract/money.ts';
import type { LocalizedText } from '../../../src/contract/payments.ts';
import type { Referral, ReferralSettings } from '../../../src/contract/promotions.ts';
import { betRecord, depositRequest, member, reward } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import { maskName } from './mask.ts';
import { daysAfter, grantReward } from './rewards.ts';

const titles: Record<'first-deposit' | 'valid-bets', (friend: string) => LocalizedText> = {
  'first-deposit': (friend) => ({ en: `Friend ${friend}: first deposit`, pt: `Amigo ${friend}: primeiro depósito`, tl: `Kaibigang ${friend}: unang deposito` }),
  'valid-bets': (friend) => ({ en: `Friend ${friend}: valid bets`, pt: `Amigo ${friend}: apostas válidas`, tl: `Kaibigang ${friend}: valid bets` }),
};

/**
 * The friends who registered with the member's code and how far each has come. Each friend earns
 * the inviter the operator's rewards once: a first deposit of at least the minimum, and valid bets
 * reaching the target (keys per friend and rule).
 */
export async function friendsWithRewards(app: FastifyInstance, memberId: number, settings: ReferralSettings) {
  const now = app.clock.now();
  const firstDeposit = app.db
    .select({ amount: depositRequest.amount })
    .from(depositRequest)
    .where(and(eq(depositRequest.memberId, member.id), eq(depositRequest.status, 'approved')))
    .orderBy(asc(depositRequest.decidedAt), asc(depositRequest.id))
    .limit(1);
  const validBets = app.db
    .select({ total: sql`coalesce(sum(${betRecord.stake}), 0)` })
    .from(betRecord)
    .where(and(eq(betRecord.memberId, member.id), sql`${betRecord.status} in ('won', 'lost')`, eq(betRecord.playMoney, false)));
  const friends = await app.db
    .select({
      id: member.id,
      username: member.username,
      joinedAt: member.regDate,
      firstDeposit: sql<string | null>`(${firstDeposit})`.mapWith((value) => (value === null ? null : String(value))),
      validBets: sql<string>`(${validBets})`.mapWith(String),
    })
    .from(member)
    .where(eq(member.referredById, memberId))
    .orderBy(asc(member.id))
    .limit(500);
  const expiresAt = daysAfter(now, settings.claimDays);
  const grant = (friend: (typeof friends)[number], rule: 'first-deposit' | 'valid-bets', amount: number) =>
    grantReward(app.db, {
      memberId,
      source: 'referral',
      sourceKey: `referral:${friend.id}:${rule}`,
      title: titles[rule](maskName(friend.username)),
      amount: toMinorUnits(amount),
      wagering: toMinorUnits(amount) * BigInt(settings.turnover),
      expiresAt,
    });
  for (const friend of friends) {
    if (settings.firstDepositReward > 0 && friend.firstDeposit !== null && BigInt(friend.firstDeposit) >= toMinorUnits(settings.firstDepositMin)) {
      await grant(friend, 'first-deposit', settings.firstDepositReward);
    }
    if (settings.validBetsReward > 0 && settings.validBetsTarget > 0 && BigInt(friend.validBets) >= toMinorUnits(settings.validBetsTarget)) {
      await grant(friend, 'valid-bets', settings.validBetsReward);
    }
  }
  return friends;
}

/** The member's invitation: code, link, friends and what they earned the member. Off while the operator's toggle is off. */
export async function referralOf(app: FastifyInstance, memberId: number): Promise<Referral> {
  const settings = await app.settings.get('referral');
  if (!settings.enabled) throw new AppError('NOT_FOUND');
  const [self] = await app.db.select({ code: member.referralCode }).from(member).where(eq(member.id, memberId));
  if (!self?.code) throw new AppError('NOT_FOUND');
  const friends = await friendsWithRewards(app, memberId, settings);
  const [earned] = await app.db
    .select({ total: sql<string>`coalesce(sum(${reward.amount}), 0)`.mapWith(String) })
    .from(reward)
    .where(and(eq(reward.memberId, memberId), eq(reward.source, 'referral'), eq(reward.status, 'claimed')));
  const { enabled: _enabled, ...rules } = settings;
  return {
    code: self.code,
    link: `${app.config.SITE_URL}/register?ref=${encodeURIComponent(self.code)}`,
    rules,
    friends: friends.map((friend) => ({
      member: maskName(friend.username),
      joinedAt: friend.joinedAt.toISOString(),
      firstDeposit: friend.firstDeposit === null ? null : toAmount(BigInt(friend.firstDeposit)),
      validBets: toAmount(BigInt(friend.validBets)),
    })),
    earned: toAmount(BigInt(earned?.total ?? '0')),
  };
}
