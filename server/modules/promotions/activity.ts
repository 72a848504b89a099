import { and, eq, like } from 'drizzle-orm';
import type { ActivityList, ActivityStatus } from '../../../src/contract/promotions.ts';
import type { Db } from '../../db/index.ts';
import { reward, wageringRequirement } from '../../db/schema.ts';
import { memberApplications } from './applications.ts';
import { allPromotions, publicStatus } from './promotions.ts';

/**
 * The member's status in each promotion (SPEC §4): what the member did or was given comes first
 * (applying, rejected, issued: a reward waits; process: a bonus still being played through;
 * claimed), else what anyone sees (coming soon, joined, close).
 */
export async function memberActivity(db: Db, memberId: number, now: Date): Promise<ActivityList> {
  const [promos, applications, rewards, open] = await Promise.all([
    allPromotions(db),
    memberApplications(db, memberId),
    db
      .select()
      .from(reward)
      .where(and(eq(reward.memberId, memberId), like(reward.sourceKey, 'promotion:%'))),
    db
      .select({ source: wageringRequirement.source })
      .from(wageringRequirement)
      .where(and(eq(wageringRequirement.memberId, memberId), eq(wageringRequirement.status, 'open'))),
  ]);
  const playing = new Set(open.map((row) => row.source));
  return promos.map((promo) => {
    const own = rewards.filter((row) => row.sourceKey.startsWith(`promotion:${promo.id}:`));
    const latest = applications.find((row) => row.promotionId === promo.id);
    let status: ActivityStatus = publicStatus(promo, now);
    const waiting = own.find((row) => row.status === 'available' && row.expiresAt.getTime() > now.getTime());
    if (waiting) status = 'issued';
    else if (own.some((row) => playing.has(`reward:${row.id}`))) status = 'process';
    else if (own.some((row) => row.status === 'claimed')) status = 'claimed';
    else if (latest) status = latest.status;
    return { promotionId: promo.id, status, rewardId: waiting?.id ?? null };
  });
}
