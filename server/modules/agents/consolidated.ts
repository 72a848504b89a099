import type { Consolidated } from '../../../src/contract/agent.ts';
import type { Member } from '../members/repository.ts';

/**
 * GET /wps/member/info/funds/consolidated. Contracts come with the next issue: until then the
 * agent has none offered or signed, so every list is empty and the flag-gated entries stay hidden,
 * but the answer already has its final shape.
 */
export function consolidatedOf(agent: Member): Consolidated {
  return {
    dailysalreqtype: [],
    divtypereq: [],
    contracthoursalreq: [],
    contractmrdailysalinfotype: [],
    contracthoursalinfo: [],
    dailysalinfo: [],
    divtypeinfo: [],
    agentStatus: agent.status === 'active' ? 'A' : 'S',
    flags: { enableCt: false, salary: false, dailySalary: false, hourSalary: false },
  };
}
