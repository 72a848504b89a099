import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AgentFlagPage, AgentPage } from '../../contract/agent.ts';
import type { HeldKind } from '../../contract/contracts.ts';

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

/**
 * The flag-gated entries: one contract page each. Real-time salary is the way the hourly salary is
 * paid (docs/decisions/0510): the server never turns the salary flag on, and its entry opens the hourly page.
 */
const contractPage = (kind: HeldKind) =>
  lazy(() => import('./pages/Contracts.tsx').then((module) => ({ default: () => createElement(module.default, { kind }) })));
export const agentFlagViews: Record<AgentFlagPage, LazyExoticComponent<ComponentType>> = {
  enableCt: contractPage('dividend'),
  salary: contractPage('hourly'),
  dailySalary: contractPage('daily'),
  hourSalary: contractPage('hourly'),
};
