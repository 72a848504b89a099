import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { gatewaySignature } from './gateway.ts';
import { balances, player } from './test-support.ts';
import { withoutDepositBonuses } from '../promotions/test-support.ts';

const secret = 'gateway-secret-for-tests-0123456789';
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ env: { PAYMENT_GATEWAY_SECRET: secret } });
  await withoutDepositBonuses(test.app);
});
afterAll(async () => {
  await test.close();
});

function callback(body: object, signature?: string) {
  const raw = JSON.stringify(body);
  return test.app.inject({
    method: 'POST',
    url: '/wps/payments/gateway/callback',
    headers: { 'content-type': 'application/json', 'x-signature': signature ?? gatewaySignature(secret, raw) },
    payload: raw,
  });
}

describe('payment gateway callback', () => {
  it('credits a signed order exactly once; a replay moves nothing; another amount is 409', async () => {
    const who = await player(test.app);
    const order = { orderId: `ORD-${who.id}`, username: who.username, amount: 750.25, status: 'paid' };
    const first = await callback(order);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ orderId: order.orderId, replayed: false });
    const replay = await callback(order);
    expect(replay.json().value).toMatchObject({ depositId: first.json().value.depositId, replayed: true });
    const changed = await callback({ ...order, amount: 800 });
    expect(changed.statusCode).toBe(409);
    expect(await balances(test.app, who.id)).toEqual({ main: 75025n, pending: 0n });
    const mine = (await test.app.inject({ method: 'GET', url: '/wps/deposit/requests', headers: who.headers })).json().value.items;
    expect(mine).toEqual([expect.objectContaining({ source: 'gateway', status: 'approved', amount: 750.25 })]);
    expect(await ledgerInvariants(test.app.db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('refuses a wrong, missing or malformed signature and moves nothing', async () => {
    const who = await player(test.app);
    const order = { orderId: `BAD-${who.id}`, username: who.username, amount: 100, status: 'paid' };
    expect((await callback(order, gatewaySignature('another-secret-entirely', JSON.stringify(order)))).statusCode).toBe(403);
    expect((await callback(order, 'zz')).statusCode).toBe(403);
    const unsigned = await test.app.inject({
      method: 'POST',
      url: '/wps/payments/gateway/callback',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(order),
    });
    expect(unsigned.statusCode).toBe(403);
    expect((await callback({ ...order, amount: 1.234 })).statusCode).toBe(400);
    expect((await callback({ ...order, username: 'nobody-here' })).statusCode).toBe(404);
    expect(await balances(test.app, who.id)).toEqual({ main: 0n, pending: 0n });
  });
});

describe('without a gateway secret', () => {
  it('answers 404', async () => {
    const bare = await createTestApp();
    try {
      const response = await bare.app.inject({
        method: 'POST',
        url: '/wps/payments/gateway/callback',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
