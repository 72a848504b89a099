import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CenterPage } from '../../stores/member-center.ts';

/** Each page's code loads when the member opens it, so the center itself stays small. */
export const pageViews: Record<CenterPage, LazyExoticComponent<ComponentType>> = {
  securityCenter: lazy(() => import('./pages/SecurityCenter.tsx')),
  transferFund: lazy(() => import('./pages/TransferFund.tsx')),
  depositv2: lazy(() => import('./pages/Deposit.tsx')),
  withdraw: lazy(() => import('./pages/Withdraw.tsx')),
  transferUpline: lazy(() => import('./pages/TransferUpline.tsx')),
  personalHistoryCopy: lazy(() => import('./pages/BettingRecord.tsx')),
  transactionHistory: lazy(() => import('./pages/TransactionHistory.tsx')),
  personalProfit: lazy(() => import('./pages/PersonalProfit.tsx')),
  bonusDetails: lazy(() => import('./pages/BonusDetails.tsx')),
  rewardCenter: lazy(() => import('./pages/RewardCenter.tsx')),
  referral: lazy(() => import('./pages/Referral.tsx')),
  missionLeaderboard: lazy(() => import('./pages/Missions.tsx')),
  messageV2: lazy(() => import('./pages/Inbox.tsx')),
  responsibleGaming: lazy(() => import('./pages/ResponsibleGaming.tsx')),
  vip: lazy(() => import('./pages/Vip.tsx')),
  identity: lazy(() => import('./pages/Identity.tsx')),
};
