import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamOf } from '../../server/modules/agents/test-support.ts';
import { act, offer, pTiers, settledBet } from '../../server/modules/contracts/test-support.ts';
import { opsToken } from '../../server/modules/payments/test-support.ts';
import { createSettingsService } from '../../server/modules/settings/service.ts';
import { manualClock } from '../../server/test/clock.ts';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { cliOn } from './test-support.ts';

const manila = (local: string) => new Date(`${local}+08:00`);
const clock = manualClock(manila('2026-11-10T08:00:00'));
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken }, clock });
});
afterAll(() => test?.close());

const cli = (...argv: string[]) => cliOn(test, ...argv);

describe('contract commands of the ops CLI', () => {
  it('grants, lists, previews and settles a day, and ends a contract with a reason', async () => {
    const { agent, subAgent, member } = await teamOf(test.app);
    expect((await cli('contracts', 'grant', agent.member.username, 'daily', '0:0:2%')).code).toBe(2);
    const granted = await cli('contracts', 'grant', agent.member.username, 'daily', '0:0:2%', '--reason', 'launch terms');
    expect(granted).toMatchObject({ code: 0, out: expect.stringContaining('valid now') });
    const id = await offer(test.app, agent, subAgent, 'daily', pTiers([0, 0, 0.01]));
    await act(test.app, subAgent, 'daily', id, 'A');
    expect((await cli('contracts', 'list', `holder=${subAgent.member.username}`)).out).toBe(
      `#${id}  daily    V  ${subAgent.member.username} from ${agent.member.username}  0:0:1.00%`,
    );

    await settledBet(test.app, member.member.id, 250, 0, manila('2026-11-10T12:00:00'));
    clock.set(manila('2026-11-11T00:10:00'));
    expect((await cli('contracts', 'preview', 'daily')).out).toContain('daily 2026-11-10');
    expect((await cli('contracts', 'preview', 'daily')).out).toContain(`${agent.member.username}: valid bet 250.00`);
    expect((await cli('contracts', 'settle', 'daily', '2026-11-12', '--reason', 'open')).err).toContain('period');
    const settled = await cli('contracts', 'settle', 'daily', '2026-11-10', '--reason', 'end of day');
    expect(settled.out.split('\n')[0]).toMatch(/^daily 2026-11-10 .*: paid 5\.00$/);
    expect((await cli('contracts', 'settle', 'daily', '2026-11-10', '--reason', 'again')).out).toContain('already settled');

    expect((await cli('contracts', 'end', String(id), '--reason', 'agent left')).code).toBe(0);
    expect((await cli('contracts', 'list', `holder=${subAgent.member.username}`, 'status=C')).out).toContain('(agent left)');
    expect((await cli('actions', '--limit', '5')).out).toContain('contract.end');
  });

  it('sets the active-member threshold and the dividend period', async () => {
    expect((await cli('contracts', 'threshold', '250', '--reason', 'new rule')).out).toContain('at least 250.00');
    expect((await cli('contracts', 'dividend-period', 'semimonthly', '--reason', 'twice a month')).out).toContain('dividend period: semimonthly');
    expect(await createSettingsService(test.database.db).get('contracts')).toEqual({ activeMemberThreshold: 250, dividendPeriod: 'semimonthly' });
    expect((await cli('contracts', 'dividend-period', 'daily', '--reason', 'no')).code).toBe(2);
  });
});
