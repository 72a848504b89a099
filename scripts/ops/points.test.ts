import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/harness.ts';
import { cliOn } from './test-support.ts';
import { opsToken, player } from '../../server/modules/payments/test-support.ts';
import { givePoints, pointsOf, redeemAs, stockOf } from '../../server/modules/points/test-support.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
});
afterAll(() => test?.close());

const cli = (...argv: string[]) => cliOn(test, ...argv);

describe('points commands of the ops CLI', () => {
  it('sets a category rate and the conversion, with a reason', async () => {
    expect((await cli('points', 'rate', 'fish', '2.5')).code).toBe(2);
    const rate = await cli('points', 'rate', 'fish', '2.5', '--reason', 'fish week');
    expect(rate.code).toBe(0);
    expect(rate.out).toContain('FISH       2.5 points');
    expect((await cli('points', 'rate', 'FISH', '1.234', '--reason', 'bad')).code).toBe(2);
    expect((await cli('points', 'conversion', '0.02', '500', '--reason', 'richer points')).out).toContain('1 point = 0.02, at least 500 points');
    expect((await test.app.settings.get('points')).conversion).toEqual({ amountPerPoint: 0.02, minimumPoints: 500 });
  });

  it('adds, updates and restocks an item, then approves and rejects redemptions of it', async () => {
    const added = await cli(
      'points',
      'add',
      'code=cli-mug',
      'name.en=Mug',
      'name.pt=Caneca',
      'picture=/art/rewards/lucky-keychain.svg',
      'points=200',
      'stock=2',
      'delivery=address',
      'limit=5',
      '--reason',
      'new',
    );
    expect(added.code).toBe(0);
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    expect((await cli('points', 'update', String(id), 'points=250', '--reason', 'pricier')).out).toContain('250 pts  stock 2  limit 5');
    expect((await cli('points', 'restock', String(id), '3', '--reason', 'delivery')).out).toContain('stock 5');
    expect((await cli('points', 'items')).out).toContain('cli-mug  Mug');

    const who = await player(test.app);
    await givePoints(test.app, who.id, 1000);
    const first = (await redeemAs(test.app, who, { itemId: id })).json().value.id;
    const second = (await redeemAs(test.app, who, { itemId: id })).json().value.id;
    expect((await cli('points', 'redemptions', 'process')).out).toContain(`#${first}`);
    expect((await cli('points', 'approve', String(first), '--reason', 'shipped', '--actor', 'cli:tester')).out).toMatch(/approved .*\(shipped\)/);
    expect((await cli('points', 'reject', String(second), '--reason', 'no address')).out).toContain('rejected');
    expect((await cli('points', 'reject', String(second), '--reason', 'again')).code).toBe(1);
    expect(await pointsOf(test.app, who.id)).toBe(750);
    expect(await stockOf(test.app, id)).toBe(4);
    expect((await cli('points', 'disable', String(id), '--reason', 'sold out')).out).toContain('off');
  });

  it('grants points by username', async () => {
    const who = await player(test.app);
    expect((await cli('points', 'grant', who.username, '300', '--reason', 'mission 7')).out).toContain('+300 points, now 300');
    expect((await cli('points', 'grant', who.username, '-50', '--reason', 'correction')).out).toContain('now 250');
    expect((await cli('points', 'grant', who.username, '1.5', '--reason', 'bad')).code).toBe(2);
  });
});
