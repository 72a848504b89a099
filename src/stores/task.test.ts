import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../lib/api/failure.ts';
import { $balance } from './balance.ts';
import { createAction, createLoader } from './task.ts';
import { fakeBrowser, ok, route } from './testing/fake-browser.ts';
import { $session, signIn } from './session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($balance, $session);
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('loader stores', () => {
  it('keeps the last request: an older answer arriving later is dropped', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let call = 0;
    const loader = createLoader(() => answers[call++]!.promise);
    const first = loader.run();
    const second = loader.run();
    answers[1]!.resolve('new');
    await second;
    answers[0]!.resolve('old');
    await first;
    expect(loader.$state.get()).toEqual({ status: 'ready', data: 'new' });
  });

  it('keeps what was shown while reloading, and names the failure', async () => {
    let fail = false;
    const loader = createLoader(async () => {
      if (fail) throw new ApiFailure('NETWORK');
      return 7;
    });
    await loader.run();
    fail = true;
    const again = loader.run();
    expect(loader.$state.get()).toEqual({ status: 'loading', data: 7, failure: undefined });
    await again;
    expect(loader.$state.get()).toMatchObject({ status: 'failed', data: 7, failure: { code: 'NETWORK' } });
  });
});

describe('action stores', () => {
  it('reuses the idempotency key for a retry of the same details, and starts a new action after success', async () => {
    let serial = 0;
    const action = createAction({ makeKey: () => `k${(serial += 1)}` });
    const keys: string[] = [];
    await action.run({ amount: 5 }, async (key) => {
      keys.push(key);
      throw new ApiFailure('NETWORK');
    });
    expect(action.$state.get()).toMatchObject({ pending: false, failure: { code: 'NETWORK' } });
    await action.run({ amount: 5 }, async (key) => keys.push(key));
    await action.run({ amount: 5 }, async (key) => keys.push(key));
    await action.run({ amount: 6 }, async (key) => keys.push(key));
    expect(keys).toEqual(['k1', 'k1', 'k2', 'k3']);
    expect(action.$state.get()).toEqual({ pending: false, refused: {} });
  });

  it('ignores a second run while one is pending, and shows errors found before sending', async () => {
    const action = createAction();
    const answer = deferred<string>();
    const first = action.run({}, () => answer.promise);
    expect(await action.run({}, async () => 'twice')).toBeUndefined();
    answer.resolve('once');
    expect(await first).toBe('once');
    action.refuse({ amount: 'Required' });
    expect(action.$state.get()).toEqual({ pending: false, refused: { amount: 'Required' } });
  });

  it('refreshes the header balance after a money action', async () => {
    signIn({ token: 'tok' });
    const browser = fakeBrowser([route('/wps/v2/wallets/balance', () => ok({ sumBalance: 12, currency: 'PHP', symbol: '₱', main: 12, vendors: [] }))]);
    const action = createAction({ money: true });
    await action.run({}, async () => true);
    await vi.waitFor(() => expect(browser.callsTo('/wps/v2/wallets/balance')).toHaveLength(1));
  });
});
