import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsPaths } from '../../../src/contract/points.ts';
import { pointsRedemption } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { balances, ops, opsToken, player } from '../payments/test-support.ts';
import { signedInStaff } from '../staff/test-support.ts';
import { convertAs, givePoints, pointsOf, redeemAs, rewardItem, stockOf } from './test-support.ts';

describe('the points mall API', () => {
  let test: TestApp;
  const app = () => test.app;
  const redemptionsOf = async (memberId: number) =>
    (await app().db.select({ total: count() }).from(pointsRedemption).where(eq(pointsRedemption.memberId, memberId)))[0]?.total;

  beforeAll(async () => {
    test = await createTestApp({ env: { OPS_TOKEN: opsToken } });
  });
  afterAll(() => test?.close());

  it('shows the config and the seeded rewards to anyone, the balance only to a member', async () => {
    const config = await app().inject({ method: 'GET', url: pointsPaths.config });
    expect(config.json().value).toMatchObject({ conversion: { amountPerPoint: 0.01, minimumPoints: 100 }, currency: { code: 'PHP' } });
    expect(config.json().value.earnRates).toContainEqual({ category: 'RNG', rate: 1 });
    const rewards = await app().inject({ method: 'GET', url: pointsPaths.rewards, headers: { language: 'pt' } });
    expect(rewards.json().value[0]).toMatchObject({
      code: 'lucky-keychain',
      name: 'Chaveiro da sorte',
      points: 100,
      stock: 500,
      perMemberLimit: 3,
      delivery: 'address',
    });
    expect((await app().inject({ method: 'GET', url: pointsPaths.balance })).statusCode).toBe(401);
    const who = await player(app());
    await givePoints(app(), who.id, 250);
    expect((await app().inject({ method: 'GET', url: pointsPaths.balance, headers: who.headers })).json().value).toEqual({ points: 250 });
  });

  it('refuses a redemption with a wrong payment password, and nothing moves', async () => {
    const who = await player(app());
    await givePoints(app(), who.id, 500);
    const item = await rewardItem(app(), { points: 100, stock: 5 });
    const refused = await redeemAs(app(), who, { itemId: item.id, paymentPassword: '000000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: { paymentPassword: expect.any(String) } });
    expect(await pointsOf(app(), who.id)).toBe(500);
    expect(await stockOf(app(), item.id)).toBe(5);
    expect(await redemptionsOf(who.id)).toBe(0);
  });

  it('refuses a payment password sent in the clear', async () => {
    const who = await player(app());
    const response = await app().inject({
      method: 'POST',
      url: pointsPaths.redeem,
      headers: who.headers,
      payload: { itemId: 1, quantity: 1, paymentPassword: '654321', idempotencyKey: 'clear-text-key' },
    });
    expect(response.json()).toMatchObject({ success: false, code: 'PLAINTEXT_REFUSED' });
  });

  it('holds the points while in process; rejection returns points and stock, approval spends them', async () => {
    const who = await player(app());
    await givePoints(app(), who.id, 1000);
    const item = await rewardItem(app(), { points: 150, stock: 4 });
    const first = await redeemAs(app(), who, { itemId: item.id, quantity: 2 });
    expect(first.json().value).toMatchObject({
      type: 'item',
      item: item.name.en,
      points: 300,
      amount: 0,
      quantity: 2,
      status: 'process',
      remark: '',
      receivingAddress: '1 Rizal St, Manila',
      paidAccount: null,
    });
    expect(await pointsOf(app(), who.id)).toBe(700);
    expect(await stockOf(app(), item.id)).toBe(2);

    const rejected = await ops(app(), 'POST', `/ops/points/redemptions/${first.json().value.id}/reject`, { reason: 'address incomplete', actor: 'ops:test' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', remark: 'address incomplete', decidedBy: 'token:ops:test', username: who.username });
    expect(await pointsOf(app(), who.id)).toBe(1000);
    expect(await stockOf(app(), item.id)).toBe(4);
    expect((await ops(app(), 'POST', `/ops/points/redemptions/${first.json().value.id}/approve`, { reason: 'too late' })).statusCode).toBe(409);

    const second = await redeemAs(app(), who, { itemId: item.id });
    expect((await ops(app(), 'POST', `/ops/points/redemptions/${second.json().value.id}/approve`, { reason: 'shipped' })).json().value).toMatchObject({
      status: 'approved',
    });
    expect(await pointsOf(app(), who.id)).toBe(850);
    expect(await stockOf(app(), item.id)).toBe(3);

    const list = await app().inject({ method: 'GET', url: `${pointsPaths.redemptions}?pageSize=5`, headers: who.headers });
    expect(list.json().value).toMatchObject({
      total: 2,
      items: [
        { status: 'approved', remark: 'shipped' },
        { status: 'rejected', remark: 'address incomplete' },
      ],
    });
    const record = await app().inject({ method: 'GET', url: pointsPaths.transactions, headers: who.headers });
    expect(record.json().value.items.map((entry: { type: string; points: number }) => [entry.type, entry.points])).toEqual([
      ['points-redeem', -150],
      ['points-refund', 300],
      ['points-redeem', -300],
      ['points-grant', 1000],
    ]);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('checks delivery, the member limit, the stock and the points, moving nothing on a refusal', async () => {
    const who = await player(app());
    await givePoints(app(), who.id, 300);
    const byAccount = await rewardItem(app(), { points: 100, stock: 3, perMemberLimit: 2, delivery: 'account' });
    const noAccount = await redeemAs(app(), who, { itemId: byAccount.id, receivingAddress: 'somewhere' });
    expect(noAccount.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { paidAccount: expect.any(String) } });
    expect((await redeemAs(app(), who, { itemId: byAccount.id, quantity: 3, paidAccount: '09171234567' })).json()).toMatchObject({
      code: 'RULE_BROKEN',
      fields: { quantity: expect.stringContaining('2') },
    });
    expect((await redeemAs(app(), who, { itemId: byAccount.id, quantity: 2, paidAccount: '09171234567' })).json().value).toMatchObject({
      paidAccount: '09171234567',
      receivingAddress: null,
    });

    const scarce = await rewardItem(app(), { points: 10, stock: 1 });
    expect((await redeemAs(app(), who, { itemId: scarce.id, quantity: 2 })).json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    const dear = await rewardItem(app(), { points: 101, stock: 5 });
    const short = await redeemAs(app(), who, { itemId: dear.id });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await stockOf(app(), dear.id)).toBe(5);
    expect(await pointsOf(app(), who.id)).toBe(100);
    expect(await redemptionsOf(who.id)).toBe(1);
    expect((await redeemAs(app(), who, { itemId: 999_999 })).statusCode).toBe(404);
  });

  it('answers a retried redemption with the first one, and refuses the key for another request', async () => {
    const who = await player(app());
    await givePoints(app(), who.id, 500);
    const item = await rewardItem(app(), { points: 100, stock: 10 });
    const key = 'redeem-retry-0001';
    const first = await redeemAs(app(), who, { itemId: item.id, idempotencyKey: key });
    const again = await redeemAs(app(), who, { itemId: item.id, idempotencyKey: key });
    expect(again.json().value.id).toBe(first.json().value.id);
    expect(await pointsOf(app(), who.id)).toBe(400);
    expect((await redeemAs(app(), who, { itemId: item.id, quantity: 2, idempotencyKey: key })).statusCode).toBe(409);
  });

  it('converts points and money together, or neither', async () => {
    const who = await player(app());
    await givePoints(app(), who.id, 1000);
    expect((await convertAs(app(), who, { points: 99 })).json()).toMatchObject({ code: 'RULE_BROKEN', fields: { points: expect.stringContaining('100') } });
    expect((await convertAs(app(), who, { points: 500, paymentPassword: '111111' })).statusCode).toBe(422);
    // More points than held: the money leg is written first, then the points leg refuses and both roll back.
    expect((await convertAs(app(), who, { points: 1001 })).json()).toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await pointsOf(app(), who.id)).toBe(1000);
    expect((await balances(app(), who.id)).main).toBe(0n);
    expect(await redemptionsOf(who.id)).toBe(0);

    const key = 'convert-once-0001';
    const converted = await convertAs(app(), who, { points: 750, idempotencyKey: key });
    expect(converted.json().value).toMatchObject({ points: 250, balance: 7.5, redemption: { type: 'convert', points: 750, amount: 7.5, status: 'approved' } });
    expect((await convertAs(app(), who, { points: 750, idempotencyKey: key })).json().value.redemption.id).toBe(converted.json().value.redemption.id);
    expect(await pointsOf(app(), who.id)).toBe(250);
    expect((await balances(app(), who.id)).main).toBe(7_50n);

    const record = await app().inject({ method: 'GET', url: '/wps/member/records?type=points-convert', headers: who.headers });
    expect(record.json().value.items).toMatchObject([{ type: 'points-convert', amount: 7.5 }]);
    expect(await ledgerInvariants(app().db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('follows the operator: a changed rate and minimum apply to the next conversion', async () => {
    const who = await player(app());
    await givePoints(app(), who.id, 400);
    const setting = (await ops(app(), 'GET', '/ops/settings/points')).json().value.value;
    const changed = await ops(app(), 'PUT', '/ops/settings/points', {
      value: { ...setting, conversion: { amountPerPoint: 0.05, minimumPoints: 200 } },
      reason: 'double rate week',
    });
    expect(changed.statusCode).toBe(200);
    try {
      expect((await convertAs(app(), who, { points: 150 })).statusCode).toBe(422);
      expect((await convertAs(app(), who, { points: 200 })).json().value).toMatchObject({ points: 200, balance: 10 });
    } finally {
      await ops(app(), 'PUT', '/ops/settings/points', { value: setting, reason: 'back to normal' });
    }
  });

  it('lets the operator add, change and restock items and grant points, all on record', async () => {
    const base = {
      code: 'ops-made-item',
      name: { en: 'Cap', pt: 'Boné', tl: 'Sumbrero' },
      picture: '/art/rewards/tala-shirt.svg',
      points: 300,
      perMemberLimit: null,
      delivery: 'address',
    };
    const created = await ops(app(), 'POST', '/ops/points/rewards', { ...base, stock: 2, reason: 'new item' });
    expect(created.json().value).toMatchObject({ code: 'ops-made-item', stock: 2, enabled: true });
    const id = created.json().value.id;
    expect((await ops(app(), 'POST', '/ops/points/rewards', { ...base, stock: 1, reason: 'same code' })).statusCode).toBe(409);
    expect(
      (await ops(app(), 'PUT', `/ops/points/rewards/${id}`, { ...base, points: 350, enabled: false, reason: 'pricier, paused' })).json().value,
    ).toMatchObject({ points: 350, enabled: false, stock: 2 });
    expect((await ops(app(), 'POST', `/ops/points/rewards/${id}/restock`, { quantity: 8, reason: 'delivery came' })).json().value).toMatchObject({ stock: 10 });
    const listed = (await app().inject({ method: 'GET', url: pointsPaths.rewards })).json().value as { id: number }[];
    expect(listed.some((item) => item.id === id)).toBe(false);

    const who = await player(app());
    const granted = await ops(app(), 'POST', `/ops/members/${who.id}/points`, { points: 120, reason: 'mission complete', idempotencyKey: 'mission-7-member' });
    expect(granted.json().value).toMatchObject({ points: 120, replayed: false });
    expect(
      (await ops(app(), 'POST', `/ops/members/${who.id}/points`, { points: 120, reason: 'mission complete', idempotencyKey: 'mission-7-member' })).json().value,
    ).toMatchObject({ replayed: true });
    expect((await ops(app(), 'POST', `/ops/members/${who.id}/points`, { points: -500, reason: 'too much' })).json()).toMatchObject({
      code: 'INSUFFICIENT_POINTS',
    });
    expect(await pointsOf(app(), who.id)).toBe(120);
    const actions = (await ops(app(), 'GET', '/ops/actions?limit=10')).json().value.map((action: { action: string }) => action.action);
    expect(actions).toEqual(expect.arrayContaining(['points.grant', 'points.reward.restock', 'points.reward.update', 'points.reward.create']));
    expect((await app().inject({ method: 'GET', url: '/ops/points/redemptions' })).statusCode).toBe(401);
  });

  it('lets the marketing desk add an item with its stock and change it from its session, and keeps other desks out', async () => {
    const marketing = await signedInStaff(app(), ['marketing']);
    const call = (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: object) => app().inject({ method, url, headers, payload });
    const item = {
      code: 'desk-made-watch',
      name: { en: 'Watch', pt: 'Relógio', tl: 'Relo' },
      picture: '/art/rewards/smart-watch.svg',
      points: 900,
      perMemberLimit: 1,
      delivery: 'address',
      enabled: true,
      sortOrder: 3,
    };
    const created = await call('POST', '/ops/points/rewards', marketing.headers, { ...item, stock: 4, reason: 'autumn catalogue' });
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({ code: 'desk-made-watch', picture: '/art/rewards/smart-watch.svg', points: 900, stock: 4, perMemberLimit: 1 });
    const id: number = created.json().value.id;
    expect(await stockOf(app(), id)).toBe(4);

    // A picture that is neither a path on our origin nor https is the field's finding.
    const badPicture = await call('PUT', `/ops/points/rewards/${id}`, marketing.headers, { ...item, picture: 'http://cdn.example/w.png', reason: 'new art' });
    expect(badPicture.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { picture: expect.any(String) } });

    // An edit replaces the fields; a stock sent along is no part of it, the stock stays.
    const edited = await call('PUT', `/ops/points/rewards/${id}`, marketing.headers, {
      ...item,
      name: { ...item.name, en: 'Smart watch' },
      picture: 'https://cdn.example/rewards/watch.png',
      points: 800,
      perMemberLimit: null,
      stock: 999,
      reason: 'cheaper, new picture',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().value).toMatchObject({
      name: { en: 'Smart watch' },
      picture: 'https://cdn.example/rewards/watch.png',
      points: 800,
      perMemberLimit: null,
      stock: 4,
    });
    expect(await stockOf(app(), id)).toBe(4);
    const shown = (await app().inject({ method: 'GET', url: pointsPaths.rewards })).json().value as { id: number; name: string; picture: string }[];
    expect(shown.find((reward) => reward.id === id)).toMatchObject({ name: 'Smart watch', picture: 'https://cdn.example/rewards/watch.png' });

    const actions = (await ops(app(), 'GET', '/ops/actions?limit=10')).json().value as { action: string; target: string; actor: string; reason: string }[];
    expect(actions.filter((action) => action.target === `reward:${id}`).map(({ action, actor, reason }) => ({ action, actor, reason }))).toEqual([
      { action: 'points.reward.update', actor: marketing.username, reason: 'cheaper, new picture' },
      { action: 'points.reward.create', actor: marketing.username, reason: 'autumn catalogue' },
    ]);

    for (const role of ['finance', 'support'] as const) {
      const other = await signedInStaff(app(), [role]);
      expect((await call('POST', '/ops/points/rewards', other.headers, { ...item, code: `desk-${role}`, stock: 1, reason: 'not my desk' })).statusCode).toBe(
        403,
      );
      expect((await call('PUT', `/ops/points/rewards/${id}`, other.headers, { ...item, points: 1, reason: 'not my desk' })).statusCode).toBe(403);
      expect((await call('POST', `/ops/points/rewards/${id}/restock`, other.headers, { quantity: 5, reason: 'not my desk' })).statusCode).toBe(403);
      expect((await app().inject({ method: 'GET', url: '/ops/points/rewards', headers: other.headers })).statusCode).toBe(403);
    }
    expect(await stockOf(app(), id)).toBe(4);
    expect((await ops(app(), 'GET', '/ops/points/rewards')).json().value.find((reward: { id: number }) => reward.id === id)).toMatchObject({ points: 800 });
  });
});
