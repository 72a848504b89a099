import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../src/i18n/locales.ts';
import { grantClosedPeriods, missionBoard } from './missions.ts';
import { friendsWithRewards } from './referral.ts';
import { refreshVip } from './vip.ts';

/**
 * Brings the member's claimables up to date before the reward center lists them: missions done
 * this period or in a closed period whose reward could still be claimed, friends' first deposits
 * and valid bets, VIP ranks reached. Each grant has its own key, so refreshing again adds nothing.
 *
 * Mission rewards are counted here, when the member reads the reward center (or the missions),
 * not when a bet settles or a deposit is approved: a reward only matters once the member looks
 * for it, and counting per bet would add a query per mission to every seamless-wallet settlement,
 * the platform's hottest path. Looking back over closed periods keeps it exact: a mission done
 * yesterday still pays today. The leaderboard counts the rewards so far materialized.
 */
export async function refreshRewards(app: FastifyInstance, memberId: number, locale: Locale): Promise<void> {
  await grantClosedPeriods(app, memberId);
  await missionBoard(app, memberId, locale);
  const referral = await app.settings.get('referral');
  if (referral.enabled) await friendsWithRewards(app, memberId, referral);
  if ((await app.settings.get('vip')).enabled) await refreshVip(app, memberId);
}
