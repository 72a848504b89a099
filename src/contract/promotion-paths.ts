/**
 * The paths of the engagement calls, apart from their schemas so that pages' small scripts (the home
 * page's promotion teasers) reach them without loading zod. Re-exported by promotions.ts.
 */
export const engagementPaths = {
  promotions: '/wps/promotions',
  activity: '/wps/promotions/activity',
  depositBonuses: '/wps/promotions/deposit-bonuses',
  apply: '/wps/promotions/:id/apply',
  config: '/wps/engagement/config',
  rewards: '/wps/rewards',
  claim: '/wps/rewards/:id/claim',
  decline: '/wps/rewards/:id/decline',
  forfeit: '/wps/rewards/:id/forfeit',
  missions: '/wps/missions',
  leaderboard: '/wps/missions/leaderboard',
  referral: '/wps/referral',
  vip: '/wps/vip',
} as const;
