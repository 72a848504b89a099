import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { cliOn } from './test-support.ts';
import { balances, opsToken, player, postForm } from '../../server/modules/payments/test-support.ts';
import { withoutDepositBonuses } from '../../server/modules/promotions/test-support.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  await withoutDepositBonuses(test.app);
});
afterAll(() => test?.close());

const cli = (...argv: string[]) => cliOn(test, ...argv);

describe('payment commands of the ops CLI', () => {
  it('lists and approves a deposit, with the actor and reason on record', async () => {
    const who = await player(test.app);
    const channels = (await test.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers })).json().value;
    const filed = await postForm(test.app, '/wps/deposit/requests', who, {
      channelId: String(channels[0].id),
      amount: '150',
      reference: 'CLI',
      idempotencyKey: randomUUID(),
    });
    const id = filed.json().value.id;
    expect((await cli('deposits', 'list', 'pending')).out).toContain(`#${id}`);
    expect((await cli('deposits', 'approve', String(id))).code).toBe(2);
    const approved = await cli('deposits', 'approve', String(id), '--reason', 'slip ok', '--actor', 'cli:tester');
    expect(approved.code).toBe(0);
    expect(approved.out).toContain('approved');
    expect((await cli('deposits', 'approve', String(id), '--reason', 'again')).code).toBe(1);
    expect(await balances(test.app, who.id)).toEqual({ main: 15000n, pending: 0n });
    expect((await cli('actions', '--limit', '5')).out).toContain('cli:tester');
  });

  it('adjusts by username, and refuses a bad amount', async () => {
    const who = await player(test.app);
    expect((await cli('adjust', who.username, '12.5', '--reason', 'goodwill')).out).toContain('12.50');
    expect((await cli('adjust', who.username, '-2.25', '--reason', 'correction')).code).toBe(0);
    expect((await cli('adjust', who.username, '1.234', '--reason', 'bad')).code).toBe(2);
    expect(await balances(test.app, who.id)).toEqual({ main: 1025n, pending: 0n });
  });

  it('adds, updates and disables a channel', async () => {
    const added = await cli(
      'channels',
      'add',
      'kind=ewallet',
      'name=Maya',
      'accountName=Tala',
      'accountNumber=0918',
      'min=100',
      'max=500',
      'instructions.en=Send it.',
      '--reason',
      'new',
    );
    expect(added.code).toBe(0);
    const id = /#(\d+)/.exec(added.out)?.[1];
    expect((await cli('channels', 'update', String(id), 'max=900', '--reason', 'raise')).out).toContain('100.00-900.00');
    expect((await cli('channels', 'disable', String(id), '--reason', 'pause')).out).toContain('off');
    expect((await cli('withdrawals', 'list')).code).toBe(0);
  });
});
