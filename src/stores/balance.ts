import { atom } from 'nanostores';
import type { Balance } from '../contract/wallet.ts';

/**
 * The member's balance in the header (SPEC §2, §7): loaded when the header mounts and refreshed
 * after every money action. The loader is imported on first use, so the home page does not carry
 * the API client and the contract's schemas up front.
 */
export interface BalanceState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The last balance known; kept while a refresh runs so the header does not blink. */
  value?: Balance;
}

export const $balance = atom<BalanceState>({ status: 'idle' });

/** Each refresh takes a number; only the newest one's answer is kept, so a slow old answer cannot win. */
let latest = 0;

export async function refresh(): Promise<void> {
  latest += 1;
  const ticket = latest;
  $balance.set({ ...$balance.get(), status: 'loading' });
  try {
    const { fetchBalance } = await import('./balance-load.ts');
    const value = await fetchBalance();
    if (ticket === latest) $balance.set({ status: 'ready', value });
  } catch {
    if (ticket === latest) $balance.set({ ...$balance.get(), status: 'failed' });
  }
}

/** After a money action answered with the new balance, no second call is needed. */
export function setBalance(value: Balance): void {
  latest += 1;
  $balance.set({ status: 'ready', value });
}

/** On sign-out: the next member must not see this one's money. */
export function forgetBalance(): void {
  latest += 1;
  $balance.set({ status: 'idle' });
}
