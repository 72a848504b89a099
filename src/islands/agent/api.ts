import {
  agentPaths,
  announcementPageSchema,
  downlineItemSchema,
  registeredDownlineSchema,
  downlinePageSchema,
  incomeSchema,
  overviewSchema,
  teamBetPageSchema,
  teamProfitSchema,
  teamTransactionPageSchema,
  type DownlineQuery,
  type DownlineStatusPayload,
  type RegisterDownlinePayload,
  type TeamBetsQuery,
  type TeamTransactionsQuery,
} from '../../contract/agent.ts';
import { affiliateSchema } from '../../contract/auth.ts';
import {
  contractItemSchema,
  contractListSchema,
  contractPaths,
  processedSchema,
  settlementPageSchema,
  type ContractAction,
  type ContractKind,
  type OfferPayload,
} from '../../contract/contracts.ts';
import type { PeriodQuery } from '../../contract/wallet.ts';
import { api, call } from '../../lib/api/client.ts';

/** The agent center's calls, one function per endpoint of src/contract/agent.ts. */

/** Query parameters without the ones left out or empty. */
function query(values: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''));
}
const one = (id: number) => agentPaths.downlineOne.replace(':id', String(id));

export const getAnnouncements = (page: number) => call(announcementPageSchema, api().get(agentPaths.announcements, { searchParams: { page } }));
export const getOverview = (period: PeriodQuery) => call(overviewSchema, api().get(agentPaths.overview, { searchParams: query(period) }));
export const getDownline = (filter: Partial<DownlineQuery>) => call(downlinePageSchema, api().get(agentPaths.downline, { searchParams: query(filter) }));
export const registerDownline = (payload: Partial<RegisterDownlinePayload>) =>
  call(registeredDownlineSchema, api().post(agentPaths.downline, { json: payload }));
export const setDownlineStatus = (id: number, payload: DownlineStatusPayload) => call(downlineItemSchema, api().put(one(id), { json: payload }));
export const getAffiliate = () => call(affiliateSchema, api().get(agentPaths.affiliate));
export const getTeamBets = (filter: Partial<TeamBetsQuery>) => call(teamBetPageSchema, api().get(agentPaths.teamBets, { searchParams: query(filter) }));
export const getTeamProfit = (filter: PeriodQuery & { page: number; pageSize: number }) =>
  call(teamProfitSchema, api().get(agentPaths.teamProfit, { searchParams: query(filter) }));
export const getIncome = (filter: PeriodQuery & { page: number; pageSize: number }) =>
  call(incomeSchema, api().get(agentPaths.income, { searchParams: query(filter) }));
export const getTeamTransactions = (filter: Partial<TeamTransactionsQuery>) =>
  call(teamTransactionPageSchema, api().get(agentPaths.teamTransactions, { searchParams: query(filter) }));

// ---------------------------------------------------------------- contracts (src/contract/contracts.ts)

const processPaths: Record<ContractKind, string> = {
  dividend: contractPaths.dividendProcess,
  daily: contractPaths.dailyProcess,
  hourly: contractPaths.hourlyProcess,
  realtime: contractPaths.hourlyProcess,
};
/** The specification's payload of each process endpoint: dividend {type, status}, daily {id, status}, hourly {contractId, status}. */
const processBody = (kind: ContractKind, id: number, status: ContractAction, confirmHigherRate: boolean) => ({
  [kind === 'dividend' ? 'type' : kind === 'daily' ? 'id' : 'contractId']: id,
  status,
  ...(confirmHigherRate ? { confirmHigherRate } : {}),
});

export const getContracts = (scope: 'mine' | 'downline', kind: ContractKind) =>
  call(contractListSchema, api().get(contractPaths.contracts, { searchParams: { scope, kind } }));
export const offerContract = (payload: OfferPayload) => call(contractItemSchema, api().post(contractPaths.contracts, { json: payload }));
export const processContract = (kind: ContractKind, id: number, status: ContractAction, confirmHigherRate = false) =>
  call(processedSchema, api().post(processPaths[kind], { json: processBody(kind, id, status, confirmHigherRate) }));
export const getSettlements = (kind: ContractKind, page: number) =>
  call(settlementPageSchema, api().get(contractPaths.settlements, { searchParams: { kind, page } }));
