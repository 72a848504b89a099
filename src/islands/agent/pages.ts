import { createElement } from 'react';
import { lazyPage, type LazyPage } from '../../ui/lazy-page.ts';
import type { AgentFlagPage, AgentPage } from '../../contract/agent.ts';
import type { HeldKind } from '../../contract/contracts.ts';

/** Each page's code loads when the agent opens it, so the center itself stays small. */
export const agentViews: Record<AgentPage, LazyPage> = {
  agentAnnouncement: lazyPage(() => import('./pages/Announcements.tsx')),
  agentTeamOverview: lazyPage(() => import('./pages/TeamOverview.tsx')),
  registerCenter: lazyPage(() => import('./pages/RegisterCenter.tsx')),
  downlineManagmentView: lazyPage(() => import('./pages/Downline.tsx')),
  personalHistoryCopy: lazyPage(() => import('./pages/TeamBets.tsx')),
  palStatementsAgentCopy: lazyPage(() => import('./pages/TeamProfit.tsx')),
  agentRevenueReport: lazyPage(() => import('./pages/Income.tsx')),
  agentDownlineTransactionDetailsCopy: lazyPage(() => import('./pages/TeamTransactions.tsx')),
};

/**
 * The flag-gated entries: one contract page each. Real-time salary is the way the hourly salary is
 * paid (docs/decisions/0510): the server never turns the salary flag on, and its entry opens the hourly page.
 */
const contractPage = (kind: HeldKind) =>
  lazyPage(() => import('./pages/Contracts.tsx').then((module) => ({ default: () => createElement(module.default, { kind }) })));
export const agentFlagViews: Record<AgentFlagPage, LazyPage> = {
  enableCt: contractPage('dividend'),
  salary: contractPage('hourly'),
  dailySalary: contractPage('daily'),
  hourSalary: contractPage('hourly'),
};
