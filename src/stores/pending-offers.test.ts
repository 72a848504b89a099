import { describe, expect, it } from 'vitest';
import type { Consolidated } from '../contract/agent.ts';
import { offersShownKey, offersToShow, pendingOffers } from './pending-offers.ts';

const none: Consolidated = {
  dailysalreqtype: [],
  divtypereq: [],
  contracthoursalreq: [],
  contractmrdailysalinfotype: [],
  contracthoursalinfo: [],
  dailysalinfo: [],
  divtypeinfo: [],
  agentStatus: 'A',
  flags: { enableCt: false, salary: false, dailySalary: false, hourSalary: false },
};
const common = { status: 'P' as const, downlineHigherRate: 'N' as const, offerer: 'agent1', request: 'new' as const };
const waiting: Consolidated = {
  ...none,
  dailysalreqtype: [{ id: 4, ...common, requestedAt: '2026-11-27T10:00:00.000Z', details: [] }],
  contracthoursalreq: [
    {
      contractId: 9,
      kind: 'hourly',
      ...common,
      status: 'V',
      offerer: null,
      request: 'terminate',
      requestedAt: '2026-11-27T12:00:00.000Z',
      hourSalaryRates: [],
    },
  ],
};

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the consolidated popup of contract offers (SPEC §6)', () => {
  it('lists every request of the answer, newest first, with its kind, who made it and when', () => {
    expect(pendingOffers(waiting)).toEqual([
      { id: 9, kind: 'hourly', request: 'terminate', offerer: null, requestedAt: '2026-11-27T12:00:00.000Z' },
      { id: 4, kind: 'daily', request: 'new', offerer: 'agent1', requestedAt: '2026-11-27T10:00:00.000Z' },
    ]);
  });

  it('shows them once a sign-in, and remembers nothing while there are none', () => {
    const storage = memoryStorage();
    expect(offersToShow(none, storage)).toEqual([]);
    expect(storage.items.has(offersShownKey)).toBe(false);
    expect(offersToShow(waiting, storage)).toHaveLength(2);
    expect(offersToShow(waiting, storage)).toEqual([]);
  });
});
