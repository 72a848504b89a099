import type { Db } from '../../db/index.ts';

export type Ledger = 'money' | 'points';
/** A transaction handle: ledger writes only ever run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Leg {
  accountId: number;
  /** Minor units; positive credits the account, negative debits it. */
  amount: bigint;
}

export interface TransferRequest {
  ledger: Ledger;
  kind: string;
  idempotencyKey: string;
  /** The member the transfer is about, for their records. */
  memberId?: number;
  legs: Leg[];
  metadata?: Record<string, unknown>;
}

export interface PostedTransfer {
  transferId: number;
  /** True when the idempotency key had been used for the same request: nothing moved this time. */
  replayed: boolean;
  /** Each touched account's balance right after the transfer. */
  balances: Map<number, bigint>;
  metadata: Record<string, unknown>;
}
