import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentPaths, type DepositChannel, type DepositRequest as DepositRequestRow } from '../contract/payments.ts';
import { engagementPaths } from '../contract/promotion-paths.ts';
import { $balance } from './balance.ts';
import { $depositPage, $depositRequest, loadDepositPage, resetDeposit, submitDeposit } from './deposit.ts';
import { $session, signIn } from './session.ts';
import { fail, fakeBrowser, ok, route, type Route } from './testing/fake-browser.ts';

const bank: DepositChannel = {
  id: 1,
  kind: 'bank',
  methodTypes: [],
  name: 'BDO',
  accountName: 'Tala Ltd',
  accountNumber: '0012-3456',
  instructions: '',
  min: 100,
  max: 50_000,
};
const wallet: DepositChannel = {
  id: 2,
  kind: 'ewallet',
  methodTypes: [],
  name: 'GCash',
  accountName: 'Tala Ltd',
  accountNumber: '0917 000 0000',
  instructions: '',
  min: 50,
  max: 10_000,
};
const filed: DepositRequestRow = {
  id: 5,
  source: 'manual',
  channelId: 2,
  channelName: 'GCash',
  amount: 75,
  reference: 'REF-1',
  status: 'pending',
  rejectReason: null,
  hasReceipt: true,
  createdAt: '2026-11-02T03:00:00Z',
  decidedAt: null,
  bonusPromotionId: null,
};
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'slip.png', { type: 'image/png', lastModified: 1 });

function page(requests: Route[] = []) {
  return fakeBrowser([
    route(paymentPaths.depositChannels, () => ok([bank, wallet])),
    route(engagementPaths.depositBonuses, () => ok([])),
    route('/wps/v2/wallets/balance', () => ok({ sumBalance: 0, currency: 'PHP', symbol: '₱', main: 0, vendors: [] })),
    ...requests,
  ]);
}

beforeEach(() => signIn({ token: 'tok' }));
afterEach(() => {
  resetDeposit();
  vi.unstubAllGlobals();
  cleanStores($depositPage, $depositRequest, $session, $balance);
});

describe('the deposit page store', () => {
  it('loads the channels', async () => {
    page();
    await loadDepositPage();
    expect($depositPage.get()).toEqual({ status: 'ready', channels: [bank, wallet], bonuses: [] });
  });

  it('checks the amount against the chosen channel and needs a reference, sending nothing until both hold', async () => {
    const browser = page();
    await loadDepositPage();
    expect(await submitDeposit({ channelId: 2, amount: '40', reference: ' ', receipt: [] })).toBe(false);
    expect($depositRequest.get().problems).toEqual({ amount: 'min', reference: 'required' });
    // 75 is under the bank's minimum but within the e-wallet's.
    expect(await submitDeposit({ channelId: 1, amount: '75', reference: 'REF-1', receipt: [] })).toBe(false);
    expect($depositRequest.get().problems).toEqual({ amount: 'min' });
    expect(browser.callsTo(paymentPaths.deposits)).toHaveLength(0);
  });

  it('files the request with its receipt, and a retry after a lost answer carries the same key', async () => {
    let answers = 0;
    const browser = page([
      route(
        paymentPaths.deposits,
        () => {
          answers += 1;
          return answers === 1 ? fail(503, 'INTERNAL') : ok(filed);
        },
        'POST',
      ),
    ]);
    await loadDepositPage();
    const form = { channelId: 2, amount: '75', reference: ' REF-1 ', receipt: [png] };
    expect(await submitDeposit(form)).toBe(false);
    expect($depositRequest.get()).toMatchObject({ pending: false, done: false, filed: 0, failure: { code: 'INTERNAL' } });
    expect(await submitDeposit(form)).toBe(true);
    const [first, second] = browser.callsTo(paymentPaths.deposits);
    expect(first?.body).toEqual({
      channelId: '2',
      amount: '75',
      reference: 'REF-1',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      receipt: 'file:slip.png',
    });
    expect(second?.body?.idempotencyKey).toBe(first?.body?.idempotencyKey);
    expect($depositRequest.get()).toEqual({ pending: false, problems: {}, filed: 1, done: true });
    // The next request is a new action.
    await submitDeposit(form);
    expect(browser.callsTo(paymentPaths.deposits)[2]?.body?.idempotencyKey).not.toBe(first?.body?.idempotencyKey);
  });

  it('keeps the server’s field messages of a refusal', async () => {
    page([route(paymentPaths.deposits, () => fail(415, 'UNSUPPORTED_MEDIA_TYPE', { fields: { receipt: 'Upload a PNG or JPG image.' } }), 'POST')]);
    await loadDepositPage();
    expect(await submitDeposit({ channelId: 1, amount: '150', reference: 'REF-2', receipt: [png] })).toBe(false);
    expect($depositRequest.get().failure?.fields).toEqual({ receipt: 'Upload a PNG or JPG image.' });
  });
});
