import { z } from 'zod';
import { downlinePageSchema, memberStatuses, overviewSchema, storedAnnouncementTextSchema } from './agent.ts';
import { contractKinds, settlementItemSchema } from './contracts.ts';
import { dayStringSchema } from './wallet.ts';

/**
 * The agent manager's desk in the back office (permission `agents`): finding agents and opening
 * their teams, the announcements posted to agents, and the settlement runs already made.
 */
export const agentDeskPaths = {
  agents: '/ops/agents',
  team: '/ops/agents/:id/team',
  announcementEnd: '/ops/agent-announcements/:id/end',
  settlementRuns: '/ops/settlements/runs',
  settlementPayments: '/ops/settlements/payments',
} as const;

export const deskPageSize = 20;
const page = z.coerce.number().int().min(1).max(100_000).default(1);

/** GET /ops/agents?q=&page= — agents whose username starts with q; with no q, the top agents (no upline). */
export const agentSearchQuerySchema = z.object({ q: z.string().trim().max(64).default(''), page });
export const agentHitSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  upline: z.string().nullable(),
  status: z.enum(memberStatuses),
  /** Members right below the agent. */
  directs: z.number().int(),
  /** Members below the agent at any depth. */
  teamSize: z.number().int(),
});
export type AgentHit = z.infer<typeof agentHitSchema>;
export const agentSearchSchema = z.object({ items: z.array(agentHitSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AgentSearch = z.infer<typeof agentSearchSchema>;

/** GET /ops/agents/:id/team?from=&to=&page= — the agent, its team's figures for the days, and its direct downline. */
export const agentTeamQuerySchema = z.object({ from: dayStringSchema.optional(), to: dayStringSchema.optional(), page });
export const agentTeamSchema = z.object({
  agent: agentHitSchema,
  figures: overviewSchema.omit({ series: true }),
  direct: downlinePageSchema,
});
export type AgentTeam = z.infer<typeof agentTeamSchema>;

/** GET /ops/agent-announcements?page= — every announcement, newest first, ended ones included. */
export const opsAnnouncementQuerySchema = z.object({ page });
export const opsAnnouncementSchema = z.object({
  id: z.number().int(),
  /** Each language the operator wrote, the content as the sanitized HTML stored. */
  title: storedAnnouncementTextSchema,
  content: storedAnnouncementTextSchema,
  createdBy: z.string(),
  createdAt: z.string(),
  /** When it was taken down; agents no longer see it. */
  endedAt: z.string().nullable(),
});
export type OpsAnnouncement = z.infer<typeof opsAnnouncementSchema>;
export const opsAnnouncementPageSchema = z.object({
  items: z.array(opsAnnouncementSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** POST /ops/agent-announcements/:id/end */
export const opsAnnouncementEndSchema = z.object({ reason: z.string().trim().min(3).max(500), actor: z.string().trim().min(1).max(80).optional() });

/** GET /ops/settlements/runs?kind=&page= — finished settlement runs, newest period first. */
export const settlementRunQuerySchema = z.object({ kind: z.enum(contractKinds).optional(), page });
export const settlementRunSchema = z.object({
  kind: z.enum(contractKinds),
  period: z.string(),
  from: z.string(),
  to: z.string(),
  contracts: z.number().int(),
  paid: z.number(),
  finishedAt: z.string(),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;
export const settlementRunPageSchema = z.object({
  items: z.array(settlementRunSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /ops/settlements/payments?kind=&from= — what one run paid each contract: its kind and period start (an instant). */
export const settlementPaymentsQuerySchema = z.object({ kind: z.enum(contractKinds), from: z.iso.datetime({ offset: true }) });
export const settlementPaymentsSchema = z.object({ items: z.array(settlementItemSchema), total: z.number() });
export type SettlementPayments = z.infer<typeof settlementPaymentsSchema>;
