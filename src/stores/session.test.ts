import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $isAgent, $isLoggedIn, $session, signIn, signOut } from './session.ts';
import { MemoryStorage } from './testing/fake-browser.ts';

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  Object.defineProperty(globalThis, 'sessionStorage', { value: storage, configurable: true });
});

afterEach(() => {
  cleanStores($session, $isLoggedIn, $isAgent);
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('$session', () => {
  it('reads what session storage holds when it is first used', () => {
    storage.setItem('token', 't1');
    storage.setItem('account', 'ana');
    storage.setItem('merchantCode', 'TALA');
    storage.setItem('unrelated', 'x');
    keepMount($session);
    expect($session.get()).toEqual({ token: 't1', account: 'ana', merchantCode: 'TALA' });
    expect($isLoggedIn.get()).toBe(true);
  });

  it('clears a token stored without an account', () => {
    storage.setItem('token', 't1');
    keepMount($isLoggedIn);
    expect($isLoggedIn.get()).toBe(false);
    expect(storage.getItem('token')).toBeNull();
  });

  it('is logged out when nothing is stored', () => {
    keepMount($isLoggedIn);
    expect($isLoggedIn.get()).toBe(false);
  });

  it('signIn writes the given keys to the store and to session storage', () => {
    keepMount($isLoggedIn);
    signIn({ token: 't2', account: 'ben', nickname: 'Ben', isAgent: '0' });
    expect($isLoggedIn.get()).toBe(true);
    expect(storage.getItem('nickname')).toBe('Ben');
    signIn({ nickname: 'Benny' });
    expect($session.get()).toMatchObject({ token: 't2', account: 'ben', nickname: 'Benny' });
  });

  it('signOut clears session storage but keeps the merchant', () => {
    storage.setItem('merchant', 'Tala');
    storage.setItem('merchantCode', 'TALA');
    storage.setItem('gameVendor', '[]');
    keepMount($isLoggedIn);
    signIn({ token: 't3', account: 'cy', favGames: '1,2' });
    signOut();
    expect($isLoggedIn.get()).toBe(false);
    expect($session.get()).toEqual({ merchant: 'Tala', merchantCode: 'TALA' });
    expect(storage.length).toBe(2);
    expect(storage.getItem('gameVendor')).toBeNull();
  });

  it.each([
    ['1', true],
    ['2', true],
    ['41', true],
    ['42', true],
    ['4', false],
    ['0', false],
  ])('agent type %s opens the agent center: %s', (type, expected) => {
    keepMount($isAgent);
    signIn({ token: 't', account: 'a', isAgent: type });
    expect($isAgent.get()).toBe(expected);
  });
});
