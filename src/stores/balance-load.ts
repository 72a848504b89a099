import { balanceSchema, walletPaths, type Balance } from '../contract/wallet.ts';
import { api, call } from '../lib/api/client.ts';

/** GET /wps/v2/wallets/balance, parsed with the contract. Loaded lazily by the balance store. */
export function fetchBalance(): Promise<Balance> {
  return call(balanceSchema, api().get(walletPaths.balance));
}
