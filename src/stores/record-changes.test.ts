import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Balance } from '../contract/wallet.ts';
import { $balance, forgetBalance, setBalance } from './balance.ts';
import { balanceMoves } from './record-changes.ts';

const balance = (main: number): Balance => ({ sumBalance: main, currency: 'PHP', symbol: '₱', main, vendors: [] });

describe('balanceMoves', () => {
  afterEach(() => forgetBalance());

  it('says nothing for the balance the page first knew, loaded before or after it opened', () => {
    const changed = vi.fn();
    const stop = balanceMoves(changed);
    $balance.set({ status: 'loading' });
    setBalance(balance(10));
    setBalance(balance(10));
    expect(changed).not.toHaveBeenCalled();
    stop();
  });

  it('says so each time the balance moves, and not while a refresh is under way', () => {
    setBalance(balance(10));
    const changed = vi.fn();
    const stop = balanceMoves(changed);
    $balance.set({ status: 'loading', value: balance(10) });
    expect(changed).not.toHaveBeenCalled();
    setBalance(balance(35));
    expect(changed).toHaveBeenCalledTimes(1);
    setBalance(balance(20));
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    setBalance(balance(1));
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
