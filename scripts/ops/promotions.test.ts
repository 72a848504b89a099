import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementPaths } from '../../src/contract/promotions.ts';
import { opsToken, player, postForm } from '../../server/modules/payments/test-support.ts';
import { createSettingsService } from '../../server/modules/settings/service.ts';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { cliOn } from './test-support.ts';

let test: TestApp;
let dir: string;

beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  dir = await mkdtemp(join(tmpdir(), 'tala-promotions-'));
});
afterAll(() => test?.close());

const cli = (...argv: string[]) => cliOn(test, ...argv);
const text = (en: string) => ({ en, pt: en, tl: en });

describe('promotion commands of the ops CLI', () => {
  it('adds, schedules and ends a promotion, and decides an application', async () => {
    expect((await cli('promotions', 'list')).out).toContain('welcome-first-deposit  first-deposit  joined');
    const file = join(dir, 'promo.json');
    await writeFile(
      file,
      JSON.stringify({
        code: 'cli-gift',
        kind: 'application',
        title: text('CLI gift'),
        summary: text('s'),
        body: text('b'),
        rules: { amount: 30 },
        startsAt: '2000-01-01T00:00:00Z',
        endsAt: '2099-01-01T00:00:00Z',
      }),
    );
    expect((await cli('promotions', 'add', file)).code).toBe(2);
    const added = await cli('promotions', 'add', file, '--reason', 'launch');
    expect(added.code).toBe(0);
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    expect((await cli('promotions', 'schedule', String(id), '2000-01-01T00:00:00Z', '2098-01-01T00:00:00Z', '--reason', 'shorter')).out).toContain(
      '2098-01-01',
    );

    const who = await player(test.app);
    const applied = await postForm(test.app, `/wps/promotions/${id}/apply`, who, { comment: 'please' });
    expect((await cli('promotions', 'applications', 'applying')).out).toContain(`#${applied.json().value.id}  promotion #${id}  ${who.username}  applying`);
    expect((await cli('promotions', 'approve', String(applied.json().value.id), '--reason', 'ok')).out).toContain('issued');
    const rewards = await test.app.inject({ method: 'GET', url: engagementPaths.rewards, headers: who.headers });
    expect(rewards.json().value).toEqual([expect.objectContaining({ amount: 30, title: 'CLI gift', status: 'available' })]);
    expect((await cli('promotions', 'end', String(id), '--reason', 'over')).out).toContain('close');
  });

  it('lists, adds and turns off missions; sets invite-friend rules and VIP', async () => {
    expect((await cli('missions', 'list')).out).toContain('daily-bet-100  daily bet-amount 100 → 5.00  on');
    const file = join(dir, 'mission.json');
    await writeFile(file, JSON.stringify({ code: 'cli-rounds', period: 'weekly', metric: 'rounds', target: 50, reward: 8, title: text('Play 50 rounds') }));
    const added = await cli('missions', 'add', file, '--reason', 'new');
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    expect((await cli('missions', 'disable', String(id), '--reason', 'later')).out).toContain('off  Play 50 rounds');

    expect((await cli('referral', 'set', 'firstDepositReward=150', '--reason', 'promo month')).out).toContain('pays 150');
    expect((await cli('referral', 'set', 'nonsense=1', '--reason', 'x')).code).toBe(2);
    expect((await cli('referral', 'off', '--reason', 'paused')).out).toContain('invite friends off');
    // Read from the database: the app's own settings may be up to a second old.
    expect((await createSettingsService(test.database.db).get('referral')).enabled).toBe(false);

    expect((await cli('vip', 'period', '30', '--reason', 'monthly')).out).toBe('VIP on, over the last 30 days');
    expect((await cli('vip', 'show')).out).toContain('1  Silver  deposits ≥ 1000');
  });
});
