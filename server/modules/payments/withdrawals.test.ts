import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxImageBytes } from '../../../src/contract/payments.ts';
import { wageringRequirement, withdrawalRequest } from '../../db/schema.ts';
import { manualClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ledgerInvariants } from '../ledger/test-support.ts';
import { addAccount, balances, jpegBytes, ops, opsToken, player, pngBytes, postForm, textBytes, withdraw, type Player } from './test-support.ts';
import { applyAutomaticReceipts } from './withdrawal-life.ts';
import { translator } from '../../../src/i18n/translate.ts';

const t = translator('en');

let test: TestApp;
/** Stands still unless a test moves it: the automatic receipt is driven by moving it past the hour. */
const clock = manualClock(new Date('2026-11-02T03:00:00Z'));

beforeAll(async () => {
  test = await createTestApp({ env: { OPS_TOKEN: opsToken, REDIS_URL: '' }, clock });
});
afterAll(async () => {
  await test.close();
});

async function invariantsHold() {
  expect(await ledgerInvariants(test.app.db)).toEqual({ unbalanced: 0, drifted: 0, negative: 0, wrongAfter: 0, orphaned: 0 });
}

/** A funded member with a payout account and a withdrawal of `amount` already paid by the operator. */
async function paidWithdrawal(amount = 300): Promise<{ who: Player; id: number }> {
  const who = await player(test.app, { funds: 1000 });
  const accountId = await addAccount(test.app, who);
  const id = (await withdraw(test.app, who, { accountId, amount })).json().value.id;
  await ops(test.app, 'POST', `/ops/withdrawals/${id}/approve`, { reason: 'checks out' });
  await ops(test.app, 'POST', `/ops/withdrawals/${id}/pay`, { reason: 'bank transfer sent' });
  return { who, id };
}

describe('payout accounts', () => {
  it('adds accounts in the payee name (case and spaces aside), masks numbers, deletes, and stops at 5', async () => {
    const who = await player(test.app);
    await addAccount(test.app, who, '  juan   DELA cruz ');
    const list = (await test.app.inject({ method: 'GET', url: '/wps/withdraw/accounts', headers: who.headers })).json().value;
    expect(list[0]).toMatchObject({ kind: 'bank', provider: 'BDO', accountNumberMasked: '•••• 7890' });
    for (let index = 0; index < 4; index += 1) await addAccount(test.app, who);
    const sixth = await test.app.inject({
      method: 'POST',
      url: '/wps/withdraw/accounts',
      headers: who.headers,
      payload: { kind: 'ewallet', provider: 'GCash', accountName: 'Juan Dela Cruz', accountNumber: '09171234567' },
    });
    expect(sixth.statusCode).toBe(422);
    const removed = await test.app.inject({ method: 'DELETE', url: `/wps/withdraw/accounts/${list[0].id}`, headers: who.headers });
    expect(removed.json().value).toHaveLength(4);
  });

  it('refuses a name that is not the payee, a member with no payee name, and another member’s account', async () => {
    const who = await player(test.app);
    const mismatch = await test.app.inject({
      method: 'POST',
      url: '/wps/withdraw/accounts',
      headers: who.headers,
      payload: { kind: 'bank', provider: 'BPI', accountName: 'Pedro Penduko', accountNumber: '5555666677' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().fields.accountName).toBe(t('payments.payeeMismatch'));
    const nameless = await player(test.app, { payeeName: null });
    const missing = await test.app.inject({
      method: 'POST',
      url: '/wps/withdraw/accounts',
      headers: { ...nameless.headers, language: 'tl' },
      payload: { kind: 'bank', provider: 'BPI', accountName: 'Juan Dela Cruz', accountNumber: '5555666677' },
    });
    expect(missing.json().fields.payeeName).toMatch(/security center/);
    const accountId = await addAccount(test.app, who);
    const other = await player(test.app);
    const foreign = await test.app.inject({ method: 'DELETE', url: `/wps/withdraw/accounts/${accountId}`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('withdrawal requests', () => {
  it('moves the amount to pending-withdrawal once, whatever the retries; another amount under the key is 409', async () => {
    const who = await player(test.app, { funds: 1000 });
    const accountId = await addAccount(test.app, who);
    const idempotencyKey = randomUUID();
    const first = await withdraw(test.app, who, { accountId, amount: 250.25, idempotencyKey });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'pending', amount: 250.25, account: { accountNumberMasked: '•••• 7890' } });
    const again = await withdraw(test.app, who, { accountId, amount: 250.25, idempotencyKey });
    expect(again.json().value.id).toBe(first.json().value.id);
    const reused = await withdraw(test.app, who, { accountId, amount: 100, idempotencyKey });
    expect(reused.statusCode).toBe(409);
    expect(await balances(test.app, who.id)).toEqual({ main: 74975n, pending: 25025n });
    const info = (await test.app.inject({ method: 'GET', url: '/wps/withdraw/info', headers: who.headers })).json().value;
    expect(info).toMatchObject({
      min: 100,
      max: 50000,
      dailyCount: 5,
      usedToday: 1,
      paymentPasswordSet: true,
      payeeName: 'Juan Dela Cruz',
      balance: 749.75,
      wagering: [],
    });
    await invariantsHold();
  });

  it.each([
    ['over the limit', { amount: 50000.01 }, 422, 'RULE_BROKEN', ['amount', t('payments.amountRange', { min: '100.00', max: '50,000.00' })]],
    ['under the limit', { amount: 99 }, 422, 'RULE_BROKEN', ['amount', t('payments.amountRange', { min: '100.00', max: '50,000.00' })]],
    ['more than the balance', { amount: 1000.01 }, 422, 'INSUFFICIENT_FUNDS', undefined],
    ['a negative amount', { amount: -100 }, 400, 'VALIDATION_FAILED', undefined],
    ['too many decimals', { amount: 100.001 }, 400, 'VALIDATION_FAILED', undefined],
    [
      'a wrong payment password',
      { amount: 100, paymentPassword: '000000' },
      422,
      'INVALID_CREDENTIALS',
      ['paymentPassword', t('payments.paymentPasswordIncorrect')],
    ],
    ['another member’s account', { amount: 100, foreign: true }, 404, 'NOT_FOUND', undefined],
  ])('refuses %s and moves nothing', async (_name, input, status, code, field) => {
    const who = await player(test.app, { funds: 1000 });
    const own = await addAccount(test.app, who);
    const accountId = 'foreign' in input ? await addAccount(test.app, await player(test.app)) : own;
    const response = await withdraw(test.app, who, {
      accountId,
      amount: input.amount,
      ...('paymentPassword' in input ? { paymentPassword: input.paymentPassword } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    if (field) expect(response.json().fields[field[0]]).toBe(field[1]);
    expect(await balances(test.app, who.id)).toEqual({ main: 100000n, pending: 0n });
    await invariantsHold();
  });

  it('refuses plaintext bodies', async () => {
    const who = await player(test.app, { funds: 1000 });
    const response = await test.app.inject({ method: 'POST', url: '/wps/withdraw/requests', headers: who.headers, payload: { accountId: 1, amount: 100 } });
    expect(response.json().code).toBe('PLAINTEXT_REFUSED');
  });

  it('answers 429 after 5 wrong payment passwords in an hour', async () => {
    const who = await player(test.app, { funds: 1000 });
    const accountId = await addAccount(test.app, who);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await withdraw(test.app, who, { accountId, amount: 100, paymentPassword: '999999' })).statusCode).toBe(422);
    }
    expect((await withdraw(test.app, who, { accountId, amount: 100 })).statusCode).toBe(429);
    expect(await balances(test.app, who.id)).toEqual({ main: 100000n, pending: 0n });
  });

  it('stops at the daily count; a rejected one gives its place back', async () => {
    await test.app.settings.set('withdrawalLimits', { min: 100, max: 50000, dailyCount: 2 }, { actor: 'test', reason: 'daily count test' });
    try {
      const who = await player(test.app, { funds: 1000 });
      const accountId = await addAccount(test.app, who);
      const first = (await withdraw(test.app, who, { accountId, amount: 100 })).json().value.id;
      await withdraw(test.app, who, { accountId, amount: 100 });
      const third = await withdraw(test.app, who, { accountId, amount: 100 });
      expect(third.statusCode).toBe(422);
      expect(third.json().fields.amount).toMatch(/2/);
      await ops(test.app, 'POST', `/ops/withdrawals/${first}/reject`, { reason: 'wrong bank' });
      expect((await withdraw(test.app, who, { accountId, amount: 100 })).statusCode).toBe(200);
      expect(await balances(test.app, who.id)).toEqual({ main: 80000n, pending: 20000n });
    } finally {
      await test.app.settings.set('withdrawalLimits', { min: 100, max: 50000, dailyCount: 5 }, { actor: 'test', reason: 'back to the default' });
    }
  });

  it('is blocked by an open bonus wagering requirement, with a clear message', async () => {
    const who = await player(test.app, { funds: 1000 });
    const accountId = await addAccount(test.app, who);
    await test.app.db.insert(wageringRequirement).values({ memberId: who.id, required: 50000n, done: 10000n, source: 'promotion:1' });
    const response = await withdraw(test.app, who, { accountId, amount: 100 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'WAGERING_REQUIRED', message: expect.stringMatching(/wagering/) });
    const info = (await test.app.inject({ method: 'GET', url: '/wps/withdraw/info', headers: who.headers })).json().value;
    expect(info.wagering).toEqual([expect.objectContaining({ required: 500, wagered: 100, remaining: 400 })]);
    expect(await balances(test.app, who.id)).toEqual({ main: 100000n, pending: 0n });
  });
});

describe('the life of a withdrawal', () => {
  it('request, approve, pay, received: the money leaves the platform once', async () => {
    const { who, id } = await paidWithdrawal();
    expect(await balances(test.app, who.id)).toEqual({ main: 70000n, pending: 0n });
    const listed = (await test.app.inject({ method: 'GET', url: '/wps/withdraw/requests', headers: who.headers })).json().value;
    expect(listed.items[0]).toMatchObject({ id, status: 'paid', autoReceiptAt: expect.any(String) });
    const received = await test.app.inject({ method: 'POST', url: `/wps/withdraw/requests/${id}/received`, headers: who.headers });
    expect(received.json().value).toMatchObject({ status: 'received', receivedBy: 'member' });
    const twice = await test.app.inject({ method: 'POST', url: `/wps/withdraw/requests/${id}/received`, headers: who.headers });
    expect(twice.statusCode).toBe(409);
    const payAgain = await ops(test.app, 'POST', `/ops/withdrawals/${id}/pay`, { reason: 'again' });
    expect(payAgain.statusCode).toBe(409);
    expect(await balances(test.app, who.id)).toEqual({ main: 70000n, pending: 0n });
    await invariantsHold();
  });

  it('not received with proof, then the operator refunds', async () => {
    const { who, id } = await paidWithdrawal();
    const proofs = [
      { field: 'proof', content: pngBytes, name: 'a.png', type: 'image/png' },
      { field: 'proof', content: jpegBytes, name: 'b.jpg', type: 'image/jpeg' },
    ];
    const other = await player(test.app);
    const foreign = await postForm(test.app, `/wps/withdraw/requests/${id}/not-received`, other, {}, proofs);
    expect(foreign.statusCode).toBe(404);
    const reported = await postForm(test.app, `/wps/withdraw/requests/${id}/not-received`, who, { remark: 'nothing in my account' }, proofs);
    expect(reported.statusCode).toBe(200);
    expect(reported.json().value).toMatchObject({ status: 'not_received', proofCount: 2 });
    const proof = await ops(test.app, 'GET', `/ops/withdrawals/${id}/proofs/2`);
    expect(proof.headers['content-type']).toBe('image/jpeg');
    const refunded = await ops(test.app, 'POST', `/ops/withdrawals/${id}/refund`, { reason: 'bank returned it' });
    expect(refunded.json().value.status).toBe('refunded');
    expect(await balances(test.app, who.id)).toEqual({ main: 100000n, pending: 0n });
    await invariantsHold();
  });

  it.each([
    ['no proof', []],
    ['four proofs', Array.from({ length: 4 }, () => ({ field: 'proof', content: pngBytes, name: 'a.png', type: 'image/png' }))],
    ['a proof that is not an image', [{ field: 'proof', content: textBytes, name: 'a.png', type: 'image/png' }]],
    ['a proof over 5 MB', [{ field: 'proof', content: Buffer.concat([pngBytes, Buffer.alloc(maxImageBytes)]), name: 'a.png', type: 'image/png' }]],
  ])('refuses not-received with %s and changes nothing', async (_name, proofs) => {
    const { who, id } = await paidWithdrawal();
    const response = await postForm(test.app, `/wps/withdraw/requests/${id}/not-received`, who, {}, proofs);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const [row] = await test.app.db.select().from(withdrawalRequest).where(eq(withdrawalRequest.id, id));
    expect(row?.status).toBe('paid');
  });

  it('a paid withdrawal left alone counts as received automatically and can no longer be disputed or refunded', async () => {
    const { who, id } = await paidWithdrawal();
    expect(await applyAutomaticReceipts(test.app.db, 60, clock.now())).not.toContain(id);
    clock.advance(60 * 60_000 - 1);
    expect(await applyAutomaticReceipts(test.app.db, 60, clock.now())).not.toContain(id);
    clock.advance(1);
    const lateDispute = await postForm(test.app, `/wps/withdraw/requests/${id}/not-received`, who, {}, [
      { field: 'proof', content: pngBytes, name: 'a.png', type: 'image/png' },
    ]);
    expect(lateDispute.statusCode).toBe(409);
    expect(await applyAutomaticReceipts(test.app.db, 60, clock.now())).toContain(id);
    expect(await applyAutomaticReceipts(test.app.db, 60, clock.now())).not.toContain(id);
    const row = (await ops(test.app, 'GET', '/ops/withdrawals?status=received')).json().value.find((item: { id: number }) => item.id === id);
    expect(row).toMatchObject({ receivedBy: 'auto' });
    expect((await ops(test.app, 'POST', `/ops/withdrawals/${id}/refund`, { reason: 'member asks' })).statusCode).toBe(409);
    expect(await balances(test.app, who.id)).toEqual({ main: 70000n, pending: 0n });
    await invariantsHold();
  });

  it('a rejection refunds, from pending or approved, but not after payment', async () => {
    const who = await player(test.app, { funds: 1000 });
    const accountId = await addAccount(test.app, who);
    const first = (await withdraw(test.app, who, { accountId, amount: 200 })).json().value.id;
    const second = (await withdraw(test.app, who, { accountId, amount: 300 })).json().value.id;
    await ops(test.app, 'POST', `/ops/withdrawals/${second}/approve`, { reason: 'fine' });
    const rejected = await ops(test.app, 'POST', `/ops/withdrawals/${first}/reject`, { reason: 'account closed', actor: 'carol' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', rejectReason: 'account closed' });
    await ops(test.app, 'POST', `/ops/withdrawals/${second}/reject`, { reason: 'duplicate' });
    expect(await balances(test.app, who.id)).toEqual({ main: 100000n, pending: 0n });
    const { id: paid } = await paidWithdrawal();
    expect((await ops(test.app, 'POST', `/ops/withdrawals/${paid}/reject`, { reason: 'too late' })).statusCode).toBe(409);
    await invariantsHold();
  });
});
