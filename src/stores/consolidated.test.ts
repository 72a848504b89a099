import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $consolidated, loadConsolidated } from './consolidated.ts';
import { loadHeader } from './member-info.ts';
import { $session, signIn } from './session.ts';
import { fakeBrowser, ok, route } from './testing/fake-browser.ts';

const info = (type: number) => ({
  id: 7,
  account: 'ana',
  nickname: 'Ana',
  type,
  isAgent: type !== 0,
  toUpline: false,
  regDate: '2026-01-02',
  clubLabel: { labelName: 'Gold', rankLevel: 3 },
  firstTimeLogin: false,
  passwordExpired: false,
  currency: 'PHP',
  mobileNum: null,
  email: null,
  lastLoginAt: null,
  timeZone: 'Asia/Manila',
});
const consolidated = {
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

afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($session, $consolidated);
});

describe('the header loads the consolidated answer on mount (SPEC §7)', () => {
  const pageFor = (type: number) =>
    fakeBrowser([
      route('/wps/member/info', () => ok(info(type))),
      route('/wps/member/info/icon', () => ok({ icon: '' })),
      route('/wps/member/info/funds/consolidated', () => ok(consolidated)),
    ]);

  it('for an agent of the center’s types, keeping it for the agent center', async () => {
    for (const type of [1, 2, 41, 42]) {
      const page = pageFor(type);
      signIn({ token: 'tok', account: 'ana' });
      $consolidated.set(undefined);
      await loadHeader();
      expect(page.callsTo('/wps/member/info/funds/consolidated')).toHaveLength(1);
      expect($consolidated.get()).toMatchObject({ agentStatus: 'A' });
    }
  });

  it('never for a member or a trial account (type 4)', async () => {
    for (const type of [0, 4]) {
      const page = pageFor(type);
      signIn({ token: 'tok', account: 'ana' });
      await loadHeader();
      expect(page.callsTo('/wps/member/info')).toHaveLength(1);
      expect(page.callsTo('/wps/member/info/funds/consolidated')).toHaveLength(0);
    }
  });
});

describe('one request at a time', () => {
  it('joins a load under way, and asks anew when fresh is asked for', async () => {
    const page = fakeBrowser([route('/wps/member/info/funds/consolidated', () => ok(consolidated))]);
    signIn({ token: 'tok', account: 'ana' });
    const [first, second] = await Promise.all([loadConsolidated(), loadConsolidated()]);
    expect(first).toBe(second);
    expect(page.callsTo('/wps/member/info/funds/consolidated')).toHaveLength(1);
    await Promise.all([loadConsolidated(), loadConsolidated({ fresh: true })]);
    expect(page.callsTo('/wps/member/info/funds/consolidated')).toHaveLength(3);
  });
});
