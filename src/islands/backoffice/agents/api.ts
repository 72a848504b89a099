import {
  agentDeskPaths,
  agentSearchSchema,
  agentTeamSchema,
  opsAnnouncementPageSchema,
  settlementPaymentsSchema,
  settlementRunPageSchema,
} from '../../../contract/agent-desk.ts';
import { agentOpsPaths, opsAnnouncementValueSchema, opsMoveValueSchema, type AnnouncementText } from '../../../contract/agent.ts';
import {
  contractListSchema,
  contractOpsPaths,
  opsSettlementSchema,
  type ContractKind,
  type ContractStatus,
  type HeldKind,
  type Tier,
} from '../../../contract/contracts.ts';
import { api, call } from '../../../lib/api/client.ts';
import { z } from 'zod';

/** The agent desk's calls: the tree, announcements, contracts and settlements (permission `agents`). */

const withId = (path: string, id: number) => path.replace(':id', String(id));
export const present = (values: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));

export const searchAgents = (q: string, page: number) => call(agentSearchSchema, api().get(agentDeskPaths.agents, { searchParams: present({ q, page }) }));
export const getTeam = (id: number, days: { from: string; to: string }, page: number) =>
  call(agentTeamSchema, api().get(withId(agentDeskPaths.team, id), { searchParams: present({ ...days, page }) }));
export const moveUnder = (id: number, uplineUsername: string, reason: string) =>
  call(opsMoveValueSchema, api().post(withId(agentOpsPaths.move, id), { json: { uplineUsername, reason } }));

export const getAnnouncements = (page: number) => call(opsAnnouncementPageSchema, api().get(agentOpsPaths.announcements, { searchParams: { page } }));
export const postAnnouncement = (title: AnnouncementText, content: AnnouncementText, reason: string) =>
  call(opsAnnouncementValueSchema, api().post(agentOpsPaths.announcements, { json: { title, content, reason } }));
export const endAnnouncement = (id: number, reason: string) =>
  call(opsAnnouncementValueSchema, api().post(withId(agentDeskPaths.announcementEnd, id), { json: { reason } }));

export interface ContractFilter {
  status?: ContractStatus;
  kind?: ContractKind;
  holder?: string;
}
export const getContracts = (filter: ContractFilter) =>
  call(contractListSchema, api().get(contractOpsPaths.contracts, { searchParams: present({ ...filter }) }));
export const grantContract = (username: string, kind: HeldKind, tiers: Tier[], reason: string) =>
  call(z.object({ id: z.number() }), api().post(contractOpsPaths.grant, { json: { username, kind, tiers, reason } }));
export const endContract = (id: number, reason: string) =>
  call(z.object({ id: z.number() }), api().post(withId(contractOpsPaths.end, id), { json: { reason } }));

export const previewSettlement = (kind: ContractKind, period: string) =>
  call(opsSettlementSchema, api().post(contractOpsPaths.preview, { json: { kind, ...(period ? { period } : {}) } }));
export const runSettlement = (kind: ContractKind, period: string, reason: string) =>
  call(opsSettlementSchema, api().post(contractOpsPaths.run, { json: { kind, reason, ...(period ? { period } : {}) } }));
export const getSettlementRuns = (kind: ContractKind | '', page: number) =>
  call(settlementRunPageSchema, api().get(agentDeskPaths.settlementRuns, { searchParams: present({ kind, page }) }));
export const getSettlementPayments = (kind: ContractKind, from: string) =>
  call(settlementPaymentsSchema, api().get(agentDeskPaths.settlementPayments, { searchParams: { kind, from } }));
