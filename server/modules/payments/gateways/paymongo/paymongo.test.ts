import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../../../../scripts/gateway-sim/simulator.ts';
import { trialType } from '../../../../../src/contract/auth.ts';
import { depositRequest } from '../../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { ledgerInvariants } from '../../../ledger/test-support.ts';
import { withoutDepositBonuses } from '../../../promotions/test-support.ts';
import { signedInMember } from '../../../wallet/test-support.ts';
import { balances, player, type Player } from '../../test-support.ts';
import { checkoutResource, eventJson, opensslSignature, paymentResource, type PaymentFacts } from './test-support.ts';

const secretKey = 'sk_test_platform_key_for_tests';
const webhookSecret = 'whsk_platform_webhook_secret_for_tests';
let sim: Simulator;
let test: TestApp;
let channelId: number;

beforeAll(async () => {
  // The simulator first (the platform needs its address), then the platform listening for its webhooks.
  sim = await startSimulator({
    port: 0,
    secretKey,
    secret: webhookSecret,
    mode: 'test',
    webhookUrl: 'http://127.0.0.1:9/unset',
    duplicates: 3,
    delayMs: 150,
    attempts: 4,
    retryMs: 50,
  });
  test = await createTestApp({
    env: { PAYMONGO_SECRET_KEY: secretKey, PAYMONGO_WEBHOOK_SECRET: webhookSecret, PAYMONGO_API_URL: sim.url, SITE_URL: 'https://play.example' },
  });
  await withoutDepositBonuses(test.app);
  const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
  sim.deliverer.retarget(`${address}/payments/paymongo/webhook`);
  const channels = (await test.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: (await player(test.app)).headers })).json().value as {
    id: number;
    kind: string;
  }[];
  channelId = (channels.find((channel) => channel.kind === 'online') as { id: number }).id;
});
afterAll(async () => {
  await test?.close();
  await sim?.close();
});

const startOnline = (who: { headers: Record<string, string> }, amount: number, channel = channelId) =>
  test.app.inject({ method: 'POST', url: '/wps/payments/online', headers: who.headers, payload: { channelId: channel, amount } });

async function opened(who: Player, amount: number) {
  const response = await startOnline(who, amount);
  expect(response.statusCode).toBe(200);
  const { depositId, checkoutUrl } = response.json().value as { depositId: number; checkoutUrl: string };
  const [row] = await test.app.db.select().from(depositRequest).where(eq(depositRequest.id, depositId));
  if (!row?.gatewayOrderId || !row.gatewayIntentId) throw new Error('the deposit does not name its checkout');
  return { depositId, checkoutUrl, session: { id: row.gatewayOrderId, intentId: row.gatewayIntentId, reference: row.reference } };
}

function webhook(body: string, header?: string) {
  return test.app.inject({
    method: 'POST',
    url: '/payments/paymongo/webhook',
    headers: { 'content-type': 'application/json', ...(header === undefined ? {} : { 'paymongo-signature': header }) },
    payload: body,
  });
}
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Signed the documented way, by openssl. */
const signed = (body: string, t = nowSeconds(), key = webhookSecret) => webhook(body, `t=${t},te=${opensslSignature(key, t, body)},li=`);

async function depositOf(who: Player, id: number) {
  const items = (await test.app.inject({ method: 'GET', url: '/wps/deposit/requests', headers: who.headers })).json().value.items as {
    id: number;
    status: string;
    source: string;
    reference: string;
    amount: number;
  }[];
  return items.find((item) => item.id === id);
}

const paid = (session: { intentId: string }, amount: number, currency = 'PHP'): PaymentFacts => ({
  intentId: session.intentId,
  amount,
  currency,
  status: 'paid',
});
const failed = (session: { intentId: string }, amount: number): PaymentFacts => ({ intentId: session.intentId, amount, status: 'failed' });

describe('opening a checkout', () => {
  it('sends the amount in centavos, our reference, the channel methods and Basic auth, and files a pending deposit', async () => {
    const who = await player(test.app);
    const { depositId, checkoutUrl, session } = await opened(who, 1234.5);
    expect(checkoutUrl).toBe(`${sim.url}/checkout/${session.id}`);
    expect(session.reference).toBe(`TALA-D${depositId}`);
    const received = sim.sessions.get(session.id)?.request as { data: { attributes: Record<string, unknown> } };
    expect(received.data.attributes).toMatchObject({
      line_items: [{ amount: 123450, currency: 'PHP', quantity: 1 }],
      payment_method_types: ['gcash', 'paymaya', 'qrph', 'card'],
      reference_number: `TALA-D${depositId}`,
      success_url: `https://play.example/member?deposit=${depositId}#depositv2`,
      cancel_url: `https://play.example/member?deposit=${depositId}&cancelled=1#depositv2`,
      send_email_receipt: false,
    });
    expect(await depositOf(who, depositId)).toMatchObject({ status: 'pending', source: 'online', amount: 1234.5 });
    expect(await balances(test.app, who.id)).toEqual({ main: 0n, pending: 0n });
  });

  it('sends a Portuguese member back to the Portuguese page', async () => {
    const who = await player(test.app);
    const response = await test.app.inject({
      method: 'POST',
      url: '/wps/payments/online',
      headers: { ...who.headers, language: 'pt' },
      payload: { channelId, amount: 200 },
    });
    const { depositId } = response.json().value;
    const [row] = await test.app.db.select().from(depositRequest).where(eq(depositRequest.id, depositId));
    expect((sim.sessions.get(row?.gatewayOrderId ?? '')?.request as { data: { attributes: { success_url: string } } }).data.attributes.success_url).toBe(
      `https://play.example/pt/member?deposit=${depositId}#depositv2`,
    );
  });

  it("refuses a manual channel, an amount outside the channel's limits, no session and a trial account", async () => {
    const who = await player(test.app);
    const channels = (await test.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers })).json().value as {
      id: number;
      kind: string;
    }[];
    const manual = channels.find((channel) => channel.kind === 'bank') as { id: number };
    expect((await startOnline(who, 500, manual.id)).json()).toMatchObject({ code: 'RULE_BROKEN', fields: { channelId: expect.any(String) } });
    expect((await startOnline(who, 99)).json()).toMatchObject({ code: 'RULE_BROKEN', fields: { amount: expect.any(String) } });
    const guest = await startOnline({ headers: {} }, 500);
    expect([guest.statusCode, guest.json().code]).toEqual([401, 'NOT_LOGGED_IN']);
    const trial = await startOnline(await signedInMember(test.app, { type: trialType }), 500);
    expect([trial.statusCode, trial.json().code]).toEqual([403, 'TRIAL_ACCOUNT']);
  });

  it('will not take an online channel as a manual deposit', async () => {
    const who = await player(test.app);
    const form = new FormData();
    for (const [name, value] of Object.entries({ channelId: String(channelId), amount: '500', reference: 'slip', idempotencyKey: crypto.randomUUID() }))
      form.append(name, value);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await test.app.inject({
      method: 'POST',
      url: '/wps/deposit/requests',
      headers: { ...who.headers, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.json()).toMatchObject({ code: 'RULE_BROKEN', fields: { channelId: expect.any(String) } });
  });
});

describe('paying on the hosted page', () => {
  it('credits ₱500 once though every webhook arrives three times, late and in any order', async () => {
    const who = await player(test.app);
    const { depositId, checkoutUrl } = await opened(who, 500);
    const page = await fetch(checkoutUrl);
    expect(await page.text()).toContain('₱500.00');
    const pay = await fetch(`${checkoutUrl}/pay`, { method: 'POST', body: new URLSearchParams({ method: 'gcash' }), redirect: 'manual' });
    expect([pay.status, pay.headers.get('location')]).toEqual([303, `https://play.example/member?deposit=${depositId}#depositv2`]);
    await sim.deliverer.idle();
    const deliveries = sim.deliverer.log.filter((entry) => entry.status === 200);
    expect(deliveries.length).toBeGreaterThanOrEqual(6);
    expect(await balances(test.app, who.id)).toEqual({ main: 50000n, pending: 0n });
    expect(await depositOf(who, depositId)).toMatchObject({ status: 'approved', source: 'online', amount: 500 });
    expect(await ledgerInvariants(test.app.db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
  });

  it('ends the deposit when the payment fails, and when the checkout is abandoned; nothing moves', async () => {
    const who = await player(test.app);
    const first = await opened(who, 300);
    const fail = await fetch(`${first.checkoutUrl}/fail`, { method: 'POST', body: new URLSearchParams({ method: 'card' }), redirect: 'manual' });
    expect(fail.status).toBe(303);
    const second = await opened(who, 400);
    const abandon = await fetch(`${second.checkoutUrl}/abandon`, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });
    expect(abandon.headers.get('location')).toBe(`https://play.example/member?deposit=${second.depositId}&cancelled=1#depositv2`);
    await sim.deliverer.idle();
    expect(await depositOf(who, first.depositId)).toMatchObject({ status: 'rejected' });
    expect(await depositOf(who, second.depositId)).toMatchObject({ status: 'rejected' });
    expect(await balances(test.app, who.id)).toEqual({ main: 0n, pending: 0n });
  });
});

describe('webhook events', () => {
  it('credits once whatever the order: paid twice, failed after, paid again', async () => {
    const who = await player(test.app);
    const { depositId, session } = await opened(who, 750.25);
    const sessionPaid = eventJson('checkout_session.payment.paid', checkoutResource(session, [paid(session, 75025)]));
    const paymentPaid = eventJson('payment.paid', paymentResource(paid(session, 75025)));
    const paymentFailed = eventJson('payment.failed', paymentResource(failed(session, 75025)));
    const outcomes = [];
    for (const body of [paymentPaid, sessionPaid, paymentFailed, sessionPaid, paymentPaid]) outcomes.push((await signed(body)).json().value.outcome);
    expect(outcomes).toEqual(['credited', 'replayed', 'replayed', 'replayed', 'replayed']);
    expect(await balances(test.app, who.id)).toEqual({ main: 75025n, pending: 0n });
    expect(await depositOf(who, depositId)).toMatchObject({ status: 'approved' });
  });

  it('a failed attempt ends the deposit, and a paid retry of the same checkout still credits it once', async () => {
    const who = await player(test.app);
    const { depositId, session } = await opened(who, 200);
    expect((await signed(eventJson('payment.failed', paymentResource(failed(session, 20000))))).json().value).toEqual({ outcome: 'ended', depositId });
    expect(await balances(test.app, who.id)).toEqual({ main: 0n, pending: 0n });
    expect(await depositOf(who, depositId)).toMatchObject({ status: 'rejected' });
    const retried = eventJson('checkout_session.payment.paid', checkoutResource(session, [failed(session, 20000), paid(session, 20000)]));
    const concurrent = await Promise.all([signed(retried), signed(retried), signed(eventJson('payment.paid', paymentResource(paid(session, 20000))))]);
    expect(concurrent.map((response) => response.json().value.outcome).sort()).toEqual(['credited', 'replayed', 'replayed']);
    expect(await balances(test.app, who.id)).toEqual({ main: 20000n, pending: 0n });
    expect(await depositOf(who, depositId)).toMatchObject({ status: 'approved' });
  });

  it("moves nothing when the amount or currency paid is not the deposit's", async () => {
    const who = await player(test.app);
    const { depositId, session } = await opened(who, 500);
    expect((await signed(eventJson('payment.paid', paymentResource(paid(session, 5000))))).json().value).toEqual({ outcome: 'mismatch', depositId });
    expect((await signed(eventJson('checkout_session.payment.paid', checkoutResource(session, [paid(session, 50000, 'USD')])))).json().value.outcome).toBe(
      'mismatch',
    );
    expect(await balances(test.app, who.id)).toEqual({ main: 0n, pending: 0n });
    expect(await depositOf(who, depositId)).toMatchObject({ status: 'pending' });
  });

  it('ignores another checkout under our reference, and live events in test mode', async () => {
    const who = await player(test.app);
    const { session } = await opened(who, 500);
    const other = { ...session, id: 'cs_not_the_one_we_opened' };
    expect((await signed(eventJson('checkout_session.payment.paid', checkoutResource(other, [paid(session, 50000)])))).json().value.outcome).toBe('ignored');
    expect((await signed(eventJson('payment.paid', paymentResource(paid(session, 50000)), true))).json().value.outcome).toBe('ignored');
    expect(await balances(test.app, who.id)).toEqual({ main: 0n, pending: 0n });
  });

  it('refuses a missing, wrong, stale or wrong-mode signature with 403, and moves nothing', async () => {
    const who = await player(test.app);
    const { depositId, session } = await opened(who, 500);
    const body = eventJson('checkout_session.payment.paid', checkoutResource(session, [paid(session, 50000)]));
    const t = nowSeconds();
    const good = opensslSignature(webhookSecret, t, body);
    const refused = [
      await webhook(body),
      await webhook(body, ''),
      await signed(body, t, 'whsk_someone_else'),
      await webhook(body, `t=${t},te=,li=${good}`),
      await webhook(body.replace('"livemode":false', '"livemode":false '), `t=${t},te=${good},li=`),
      await signed(body, t - 6 * 60),
      await signed(body, t + 6 * 60),
      await webhook(body, `t=${t - 6 * 60},te=${good},li=`),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect(await balances(test.app, who.id)).toEqual({ main: 0n, pending: 0n });
    expect(await depositOf(who, depositId)).toMatchObject({ status: 'pending' });
    // The same event signed the documented way goes through: the refusals were the signature's.
    expect((await webhook(body, `t=${t},te=${good},li=`)).json().value).toEqual({ outcome: 'credited', depositId });
  });
});

describe('gateway trouble and configuration', () => {
  it('ends the deposit with nothing moved when the gateway refuses our key', async () => {
    const wrongKey = await createTestApp({
      env: { PAYMONGO_SECRET_KEY: 'sk_test_not_the_simulators', PAYMONGO_WEBHOOK_SECRET: webhookSecret, PAYMONGO_API_URL: sim.url },
    });
    try {
      const who = await player(wrongKey.app);
      const channels = (await wrongKey.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers })).json().value as {
        id: number;
        kind: string;
      }[];
      const online = channels.find((channel) => channel.kind === 'online') as { id: number };
      const response = await wrongKey.app.inject({
        method: 'POST',
        url: '/wps/payments/online',
        headers: who.headers,
        payload: { channelId: online.id, amount: 500 },
      });
      expect([response.statusCode, response.json().code]).toEqual([502, 'GATEWAY_UNAVAILABLE']);
      const items = (await wrongKey.app.inject({ method: 'GET', url: '/wps/deposit/requests', headers: who.headers })).json().value.items;
      expect(items).toEqual([expect.objectContaining({ source: 'online', status: 'rejected' })]);
      expect(await balances(wrongKey.app, who.id)).toEqual({ main: 0n, pending: 0n });
    } finally {
      await wrongKey.close();
    }
  });

  it('is off without keys: no online channel, FEATURE_DISABLED, and no webhook route', async () => {
    const bare = await createTestApp();
    try {
      const who = await player(bare.app);
      const channels = (await bare.app.inject({ method: 'GET', url: '/wps/deposit/channels', headers: who.headers })).json().value as { kind: string }[];
      expect(channels.map((channel) => channel.kind)).toEqual(['bank', 'ewallet']);
      const response = await bare.app.inject({ method: 'POST', url: '/wps/payments/online', headers: who.headers, payload: { channelId: 3, amount: 500 } });
      expect([response.statusCode, response.json().code]).toEqual([403, 'FEATURE_DISABLED']);
      const hook = await bare.app.inject({ method: 'POST', url: '/payments/paymongo/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(hook.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
