/** The personal center's entries in the order SPEC §2 gives; each id is also the page id the center opens. */
export const memberEntries = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberEntry = (typeof memberEntries)[number];
