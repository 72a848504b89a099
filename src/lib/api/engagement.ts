import {
  activityListSchema,
  applicationImageField,
  applicationSchema,
  applyPath,
  claimPath,
  declinePath,
  depositBonusListSchema,
  forfeitPath,
  forfeitSchema,
  engagementConfigSchema,
  engagementPaths,
  leaderboardSchema,
  missionBoardSchema,
  promotionListSchema,
  referralSchema,
  rewardListSchema,
  rewardSchema,
  vipSchema,
} from '../../contract/promotions.ts';
import { api, call } from './client.ts';

/** The promotions', reward center's, missions', invite friends' and VIP's calls (src/contract/promotions.ts). */
export const getPromotions = () => call(promotionListSchema, api().get(engagementPaths.promotions));
export const getActivity = () => call(activityListSchema, api().get(engagementPaths.activity));
export function applyToPromotion(id: number, comment: string, images: readonly File[]) {
  const body = new FormData();
  body.set('comment', comment);
  for (const image of images) body.append(applicationImageField, image, image.name);
  return call(applicationSchema, api().post(applyPath(id), { body }));
}
export const getEngagementConfig = () => call(engagementConfigSchema, api().get(engagementPaths.config));
export const getRewards = () => call(rewardListSchema, api().get(engagementPaths.rewards));
export const claimReward = (id: number, idempotencyKey: string) => call(rewardSchema, api().post(claimPath(id), { json: { idempotencyKey } }));
export const declineReward = (id: number) => call(rewardSchema, api().post(declinePath(id)));
export const forfeitReward = (id: number) => call(forfeitSchema, api().post(forfeitPath(id)));
export const getDepositBonuses = () => call(depositBonusListSchema, api().get(engagementPaths.depositBonuses));
export const getMissions = () => call(missionBoardSchema, api().get(engagementPaths.missions));
export const getLeaderboard = (period: 'daily' | 'weekly') => call(leaderboardSchema, api().get(engagementPaths.leaderboard, { searchParams: { period } }));
export const getReferral = () => call(referralSchema, api().get(engagementPaths.referral));
export const getVip = () => call(vipSchema, api().get(engagementPaths.vip));
