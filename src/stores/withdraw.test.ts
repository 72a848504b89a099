import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentPaths, type PayoutAccount, type Withdrawal, type WithdrawInfo } from '../contract/payments.ts';
import { $balance } from './balance.ts';
import { $session, signIn } from './session.ts';
import { $status } from './status.ts';
import { fail, fakeBrowser, ok, route, statusWith, type Route } from './testing/fake-browser.ts';
import { $withdrawPage, $withdrawRequest, amountLimits, loadWithdrawPage, resetWithdraw, submitWithdrawal, wageringLeft, withdrawBlock } from './withdraw.ts';

const info: WithdrawInfo = {
  min: 100,
  max: 50_000,
  dailyCount: 5,
  usedToday: 1,
  autoReceiptMinutes: 60,
  paymentPasswordSet: true,
  payeeName: 'Juan Dela Cruz',
  balance: 1500,
  wagering: [],
};
const account: PayoutAccount = {
  id: 4,
  kind: 'bank',
  provider: 'BPI',
  accountName: 'Juan Dela Cruz',
  accountNumberMasked: '•••• 6677',
  createdAt: '2026-11-02T03:00:00Z',
};
const filed: Withdrawal = {
  id: 9,
  amount: 250,
  status: 'pending',
  account: { kind: 'bank', provider: 'BPI', accountName: 'Juan Dela Cruz', accountNumberMasked: '•••• 6677' },
  receivedBy: null,
  autoReceiptAt: null,
  rejectReason: null,
  proofCount: 0,
  createdAt: '2026-11-02T03:00:00Z',
  approvedAt: null,
  paidAt: null,
  closedAt: null,
};
const wagering = (remaining: number, id: number) => ({ id, required: 100, wagered: 100 - remaining, remaining, createdAt: '2026-11-02T03:00:00Z' });

function page(requests: Route[] = [], pageInfo: WithdrawInfo = info) {
  return fakeBrowser([
    route(paymentPaths.withdrawInfo, () => ok(pageInfo)),
    route(paymentPaths.payoutAccounts, () => ok([account])),
    route('/wps/v2/wallets/balance', () => ok({ sumBalance: 750, currency: 'PHP', symbol: '₱', main: 750, vendors: [] })),
    ...requests,
  ]);
}

beforeEach(() => {
  $status.set(statusWith());
  signIn({ token: 'tok' });
});
afterEach(() => {
  resetWithdraw();
  vi.unstubAllGlobals();
  cleanStores($withdrawPage, $withdrawRequest, $status, $session, $balance);
});

describe('the withdraw page store', () => {
  it('loads what the server allows and the payout accounts', async () => {
    const browser = page();
    await loadWithdrawPage();
    expect($withdrawPage.get()).toEqual({ status: 'ready', info, accounts: [account] });
    expect(browser.callsTo(paymentPaths.withdrawInfo)[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('names what blocks a request, and sums open wagering in cents', () => {
    expect(withdrawBlock({ ...info, wagering: [wagering(0.1, 1), wagering(0.2, 2)] }, [account])).toBe('wagering');
    expect(wageringLeft({ ...info, wagering: [wagering(0.1, 1), wagering(0.2, 2)] })).toBe(0.3);
    expect(withdrawBlock({ ...info, balance: 0, paymentPasswordSet: false }, [account])).toBe('paymentPassword');
    expect(withdrawBlock({ ...info, balance: 0 }, [account])).toBe('balance');
    expect(withdrawBlock({ ...info, balance: 99.99 }, [account])).toBe('balance');
    expect(withdrawBlock({ ...info, paymentPasswordSet: false }, [account])).toBe('paymentPassword');
    expect(withdrawBlock(info, [])).toBe('account');
    expect(withdrawBlock({ ...info, usedToday: 5 }, [account])).toBe('dailyCount');
    expect(withdrawBlock(info, [account])).toBeNull();
  });

  it('sends nothing while the amount or the payment password is wrong', async () => {
    const browser = page();
    await loadWithdrawPage();
    expect(await submitWithdrawal({ accountId: 4, amount: '12.345', paymentPassword: '' })).toBe(false);
    expect($withdrawRequest.get()).toEqual({ pending: false, problems: { amount: 'invalid', paymentPassword: 'required' }, requested: false });
    expect(await submitWithdrawal({ accountId: 4, amount: '99.99', paymentPassword: '135790' })).toBe(false);
    expect($withdrawRequest.get().problems).toEqual({ amount: 'min' });
    expect(await submitWithdrawal({ accountId: 4, amount: '1500.01', paymentPassword: '135790' })).toBe(false);
    expect($withdrawRequest.get().problems).toEqual({ amount: 'max' });
    expect(amountLimits(info)).toEqual({ min: 100, max: 1500 });
    expect(browser.callsTo(paymentPaths.withdrawals)).toHaveLength(0);
  });

  it('sends the request sealed, and a retry of the same details carries the same key', async () => {
    let answers = 0;
    const browser = page([
      route(
        paymentPaths.withdrawals,
        () => {
          answers += 1;
          return answers === 1 ? fail(503, 'INTERNAL') : ok(filed);
        },
        'POST',
      ),
    ]);
    await loadWithdrawPage();
    expect(await submitWithdrawal({ accountId: 4, amount: '250', paymentPassword: '135790' })).toBe(false);
    expect($withdrawRequest.get()).toMatchObject({ pending: false, requested: false, failure: { code: 'INTERNAL', status: 503 } });
    expect(await submitWithdrawal({ accountId: 4, amount: '250.00', paymentPassword: '135790' })).toBe(true);
    const [first, second] = browser.callsTo(paymentPaths.withdrawals);
    expect(first?.body).toEqual({ accountId: 4, amount: 250, paymentPassword: '135790', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(second?.body?.idempotencyKey).toBe(first?.body?.idempotencyKey);
    expect($withdrawRequest.get()).toEqual({ pending: false, problems: {}, requested: true });
    // The page is loaded again after the request, and the next request is a new action.
    expect(browser.callsTo(paymentPaths.withdrawInfo)).toHaveLength(2);
    await submitWithdrawal({ accountId: 4, amount: '250', paymentPassword: '135790' });
    expect(browser.callsTo(paymentPaths.withdrawals)[2]?.body?.idempotencyKey).not.toBe(first?.body?.idempotencyKey);
  });

  it('keeps a refusal with its field messages, and a changed amount is a new action', async () => {
    const browser = page([route(paymentPaths.withdrawals, () => fail(422, 'INVALID_CREDENTIALS', { fields: { paymentPassword: 'Wrong.' } }), 'POST')]);
    await loadWithdrawPage();
    await submitWithdrawal({ accountId: 4, amount: '250', paymentPassword: '000000' });
    expect($withdrawRequest.get().failure?.fields).toEqual({ paymentPassword: 'Wrong.' });
    await submitWithdrawal({ accountId: 4, amount: '300', paymentPassword: '000000' });
    const [first, second] = browser.callsTo(paymentPaths.withdrawals);
    expect(second?.body?.idempotencyKey).not.toBe(first?.body?.idempotencyKey);
  });

  it('refuses to send while the page says a request is blocked', async () => {
    const browser = page([], { ...info, usedToday: 5 });
    await loadWithdrawPage();
    expect(await submitWithdrawal({ accountId: 4, amount: '250', paymentPassword: '135790' })).toBe(false);
    expect(browser.callsTo(paymentPaths.withdrawals)).toHaveLength(0);
  });
});
