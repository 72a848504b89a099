import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from './logout.ts';
import { $isAgent, $isLoggedIn, $session, signIn } from './session.ts';
import { fakeBrowser, ok, route } from './testing/fake-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  cleanStores($session, $isLoggedIn, $isAgent);
});

describe('logout (SPEC §4)', () => {
  it('ends the session on the server, clears session storage but the merchant, resets the flags and goes home', async () => {
    const page = fakeBrowser([route('/wps/session/logout', () => ok(true), 'DELETE')], { locale: 'tl' });
    signIn({ token: 'tok', account: 'ana', isAgent: '1', merchant: 'Tala', merchantCode: 'TALA' });
    page.storage.setItem('afterLoginPopup', '1');
    expect($isAgent.get()).toBe(true);
    await logout();
    expect(page.callsTo('/wps/session/logout')[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect($session.get()).toEqual({ merchant: 'Tala', merchantCode: 'TALA' });
    expect(page.storage.getItem('afterLoginPopup')).toBeNull();
    expect($isLoggedIn.get()).toBe(false);
    expect($isAgent.get()).toBe(false);
    expect(page.assign).toHaveBeenCalledWith('/tl/');
  });

  it('forgets the session even when the server cannot be reached', async () => {
    const page = fakeBrowser([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    signIn({ token: 'tok', account: 'ana' });
    await logout();
    expect($session.get()).toEqual({});
    expect(page.assign).toHaveBeenCalledWith('/');
  });
});
