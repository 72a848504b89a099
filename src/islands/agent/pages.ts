import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentPage } from '../../contract/agent.ts';

/** Each page's code loads when the agent opens it, so the center itself stays small. */
export const agentViews: Record<AgentPage, LazyExoticComponent<ComponentType>> = {
  agentAnnouncement: lazy(() => import('./pages/Announcements.tsx')),
  agentTeamOverview: lazy(() => import('./pages/TeamOverview.tsx')),
  registerCenter: lazy(() => import('./pages/RegisterCenter.tsx')),
  downlineManagmentView: lazy(() => import('./pages/Downline.tsx')),
  personalHistoryCopy: lazy(() => import('./pages/TeamBets.tsx')),
  palStatementsAgentCopy: lazy(() => import('./pages/TeamProfit.tsx')),
  agentRevenueReport: lazy(() => import('./pages/Income.tsx')),
  agentDownlineTransactionDetailsCopy: lazy(() => import('./pages/TeamTransactions.tsx')),
};
