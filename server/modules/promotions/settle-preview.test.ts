import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementPaths } from '../../../src/contract/promotions.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ops, opsToken, player, type Player } from '../payments/test-support.ts';
import { signedInStaff } from '../staff/test-support.ts';
import { gamesCatalog, vendorEnv } from '../vendors/test-support.ts';
import { member, playSlot } from './test-support.ts';

let test: TestApp;
const app = () => test.app;

beforeAll(async () => {
  test = await createTestApp({ env: { ...vendorEnv, OPS_TOKEN: opsToken }, catalog: await gamesCatalog() });
});
afterAll(() => test?.close());

const text = { en: 'Preview cashback', pt: 'Cashback de prévia', tl: 'Cashback na silip' };
const window = { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' };
const previewUrl = (id: number) => `/ops/promotions/${id}/settlement?${new URLSearchParams(window).toString()}`;

async function created(kind: string, code: string): Promise<number> {
  const answer = await ops(app(), 'POST', '/ops/promotions', {
    code,
    kind,
    title: text,
    summary: text,
    body: text,
    rules: { percent: 10, cap: 30, turnover: 1, claimDays: 7, category: 'RNG' },
    startsAt: '2000-01-01T00:00:00Z',
    endsAt: '2099-01-01T00:00:00Z',
    reason: 'test',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value.id as number;
}

const promotionRewards = async (who: Player) =>
  ((await member(app(), who, 'GET', engagementPaths.rewards)).json().value as { title: string; amount: number }[]).filter((item) => item.title === text.en);

describe('the settlement preview', () => {
  it('shows what settling a window would pay, pays nothing, and after the settlement marks those rows settled', async () => {
    const id = await created('cashback', 'test-preview-cashback');
    const small = await player(app(), { funds: 1000 });
    await playSlot(app(), small, 5, 100, 20);
    const large = await player(app(), { funds: 5000 });
    await playSlot(app(), large, 10, 100, 0);
    const winner = await player(app(), { funds: 1000 });
    await playSlot(app(), winner, 2, 100, 300);

    const marketing = await signedInStaff(app(), ['marketing']);
    const before = await app().inject({ method: 'GET', url: previewUrl(id), headers: marketing.headers });
    expect(before.statusCode, before.body).toBe(200);
    const preview = before.json().value;
    // Net losses 400 and 1,000: 10% is 40 capped at 30, and 100 capped at 30; the winner lost nothing.
    const mine = preview.rows.filter((row: { username: string }) => [small.username, large.username, winner.username].includes(row.username));
    expect(mine).toEqual(
      expect.arrayContaining([
        { memberId: small.id, username: small.username, base: 400, amount: 30, settled: false },
        { memberId: large.id, username: large.username, base: 1000, amount: 30, settled: false },
      ]),
    );
    expect(mine).toHaveLength(2);
    expect(preview.members).toBe(preview.rows.length);
    expect(preview.total).toBe(preview.rows.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0));
    expect(preview.unsettledTotal).toBe(preview.total);
    expect(await promotionRewards(small)).toEqual([]);

    const settled = await app().inject({
      method: 'POST',
      url: `/ops/promotions/${id}/settle`,
      headers: marketing.headers,
      payload: { ...window, reason: 'month end' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().value.rewards).toBe(preview.unsettledMembers);
    expect(await promotionRewards(small)).toEqual([expect.objectContaining({ amount: 30 })]);

    const after = (await app().inject({ method: 'GET', url: previewUrl(id), headers: marketing.headers })).json().value;
    expect(after).toMatchObject({ members: preview.members, total: preview.total, unsettledMembers: 0, unsettledTotal: 0 });
    expect(after.rows.every((row: { settled: boolean }) => row.settled)).toBe(true);
  });

  it('is refused for a promotion that does not settle, for a window that ends before it starts, and to other desks', async () => {
    const reload = await created('reload', 'test-preview-reload');
    expect((await ops(app(), 'GET', previewUrl(reload))).json().code).toBe('RULE_BROKEN');
    const cashback = await created('cashback', 'test-preview-backwards');
    const backwards = await ops(app(), 'GET', `/ops/promotions/${cashback}/settlement?from=2001-01-01T00:00:00Z&to=2000-01-01T00:00:00Z`);
    expect(backwards.statusCode).toBe(400);
    expect((await ops(app(), 'GET', `/ops/promotions/${cashback}/settlement?from=yesterday&to=today`)).statusCode).toBe(400);
    const support = await signedInStaff(app(), ['support']);
    expect((await app().inject({ method: 'GET', url: previewUrl(cashback), headers: support.headers })).statusCode).toBe(403);
  });
});
