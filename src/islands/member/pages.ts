import { lazyPage, type LazyPage } from '../../ui/lazy-page.ts';
import type { CenterPage } from '../../stores/member-center.ts';

/** Each page's code loads when the member opens it, so the center itself stays small. */
export const pageViews: Record<CenterPage, LazyPage> = {
  securityCenter: lazyPage(() => import('./pages/SecurityCenter.tsx')),
  transferFund: lazyPage(() => import('./pages/TransferFund.tsx')),
  depositv2: lazyPage(() => import('./pages/Deposit.tsx')),
  withdraw: lazyPage(() => import('./pages/Withdraw.tsx')),
  transferUpline: lazyPage(() => import('./pages/TransferUpline.tsx')),
  personalHistoryCopy: lazyPage(() => import('./pages/BettingRecord.tsx')),
  transactionHistory: lazyPage(() => import('./pages/TransactionHistory.tsx')),
  personalProfit: lazyPage(() => import('./pages/PersonalProfit.tsx')),
  bonusDetails: lazyPage(() => import('./pages/BonusDetails.tsx')),
  rewardCenter: lazyPage(() => import('./pages/RewardCenter.tsx')),
  referral: lazyPage(() => import('./pages/Referral.tsx')),
  missionLeaderboard: lazyPage(() => import('./pages/Missions.tsx')),
  messageV2: lazyPage(() => import('./pages/Inbox.tsx')),
  responsibleGaming: lazyPage(() => import('./pages/ResponsibleGaming.tsx')),
  vip: lazyPage(() => import('./pages/Vip.tsx')),
  identity: lazyPage(() => import('./pages/Identity.tsx')),
};
