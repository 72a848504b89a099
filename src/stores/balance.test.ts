import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Balance } from '../contract/wallet.ts';
import { $balance, forgetBalance, refresh, setBalance } from './balance.ts';
import { followBalance } from './balance-follow.ts';
import { $session } from './session.ts';

const balance = (sumBalance: number): Balance => ({ sumBalance, currency: 'PHP', symbol: '₱', main: sumBalance, vendors: [] });
const answer = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

beforeAll(() => {
  Object.defineProperty(globalThis, 'location', { value: { origin: 'http://tala.test', host: 'tala.test' }, configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'location');
});
afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($balance, $session);
});

describe('$balance', () => {
  it('refresh asks the wallet with the session token and keeps the answer', async () => {
    $session.set({ token: 'tok', account: 'demo' });
    const fetch = vi.fn(async (request: Request) => {
      expect(new URL(request.url).pathname).toBe('/wps/v2/wallets/balance');
      expect(request.headers.get('authorization')).toBe('Bearer tok');
      return answer({ success: true, value: balance(1234.5) });
    });
    vi.stubGlobal('fetch', fetch);
    const pending = refresh();
    expect($balance.get().status).toBe('loading');
    await pending;
    expect($balance.get()).toEqual({ status: 'ready', value: balance(1234.5) });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('keeps the last known value when a refresh fails', async () => {
    setBalance(balance(10));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({ success: false, code: 'INTERNAL', message: 'x' }, 500)),
    );
    await refresh();
    expect($balance.get()).toEqual({ status: 'failed', value: balance(10) });
  });

  it('lets the newest refresh win when answers arrive out of order', async () => {
    const releases: Array<() => void> = [];
    let served = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        served += 1;
        const value = balance(served);
        return new Promise<Response>((resolve) => releases.push(() => resolve(answer({ success: true, value }))));
      }),
    );
    const first = refresh();
    const second = refresh();
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]?.();
    await second;
    releases[0]?.();
    await first;
    expect($balance.get().value?.sumBalance).toBe(2);
  });

  it('forgets the balance on sign-out, and an answer still on its way is dropped', async () => {
    let release: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = () => resolve(answer({ success: true, value: balance(5) }))))),
    );
    const pending = refresh();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    forgetBalance();
    release();
    await pending;
    expect($balance.get()).toEqual({ status: 'idle' });
  });

  it('fetches the balance again when the member comes back to the page, until it stops following', async () => {
    $session.set({ token: 'tok', account: 'demo' });
    let amount = 0;
    const fetch = vi.fn(async () => answer({ success: true, value: balance((amount += 100)) }));
    vi.stubGlobal('fetch', fetch);
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const stop = followBalance(win, doc);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect($balance.get()).toMatchObject({ status: 'ready', value: { sumBalance: 100 } }));
    win.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect($balance.get()).toMatchObject({ status: 'ready', value: { sumBalance: 200 } }));
    stop();
    win.dispatchEvent(new Event('focus'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
