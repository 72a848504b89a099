import { dailyDetails, dividendTiers, hourRates } from '../../../src/contract/contract-terms.ts';
import type { Consolidated } from '../../../src/contract/agent.ts';
import type { ContractItem, ContractKind } from '../../../src/contract/contracts.ts';
import type { Db } from '../../db/index.ts';
import { contractsOf } from '../contracts/view.ts';
import type { Member } from '../members/repository.ts';

/** A contract as the consolidated answer shows it: waiting offers are requests, and so are valid ones the other side asked to end. */
const isRequest = (item: ContractItem) => item.status === 'P' || item.status === 'E' || (item.status === 'V' && item.terminationBy === 'offerer');
const wireStatus = (item: ContractItem): 'P' | 'E' | 'V' => (item.status === 'E' ? 'E' : item.status === 'P' ? 'P' : 'V');
const common = (item: ContractItem) => ({
  status: wireStatus(item),
  downlineHigherRate: item.downlineHigherRate,
  offerer: item.offerer,
  request: item.status === 'V' ? ('terminate' as const) : ('new' as const),
  requestedAt: item.status === 'V' ? (item.history.findLast((event) => event.action === 'termination-asked')?.at ?? item.offeredAt) : item.offeredAt,
});
const dividend = (item: ContractItem) => ({ id: item.id, ...common(item), tiers: dividendTiers(item.tiers) });
const daily = (item: ContractItem) => ({ id: item.id, ...common(item), details: dailyDetails(item.tiers) });
const hourly = (item: ContractItem) => ({ contractId: item.id, kind: 'hourly' as const, ...common(item), hourSalaryRates: hourRates(item.tiers) });

/**
 * GET /wps/member/info/funds/consolidated: the contracts offered to the agent or waiting for its
 * answer to a termination (…req), the valid ones it holds (…info), and the flags that show the
 * contract pages: a page shows while the agent is active (A) and holds a valid contract of its kind or
 * has one waiting for its answer. Real-time salary is the way the hourly salary is paid
 * (docs/decisions/0510), so contractmrdailysalinfotype is always empty and its page (salary) never
 * shows: the hourly salary's page shows its real-time payments.
 */
export async function consolidatedOf(db: Db, agent: Member): Promise<Consolidated> {
  const items = await contractsOf(db, agent.id, 'mine', { statuses: ['P', 'E', 'V'] });
  const requests = items.filter(isRequest);
  const valid = items.filter((item) => item.status === 'V');
  const ofKind = (list: ContractItem[], ...kinds: ContractKind[]) => list.filter((item) => kinds.includes(item.kind));
  const active = agent.status === 'active';
  const shows = (kind: ContractKind) => active && items.some((item) => item.kind === kind);
  return {
    dailysalreqtype: ofKind(requests, 'daily').map(daily),
    divtypereq: ofKind(requests, 'dividend').map(dividend),
    contracthoursalreq: ofKind(requests, 'hourly').map(hourly),
    contractmrdailysalinfotype: [],
    contracthoursalinfo: ofKind(valid, 'hourly').map(hourly),
    dailysalinfo: ofKind(valid, 'daily').map(daily),
    divtypeinfo: ofKind(valid, 'dividend').map(dividend),
    agentStatus: active ? 'A' : 'S',
    flags: { enableCt: shows('dividend'), salary: false, dailySalary: shows('daily'), hourSalary: shows('hourly') },
  };
}
