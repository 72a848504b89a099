import type { VendorAnswer } from '../../../src/contract/vendor.ts';
import type { ErrorCode } from '../../../src/contract/envelope.ts';
import { AppError } from '../../http/envelope.ts';

/** Stakes HOUSE takes, in minor units. */
export const stakeLimits = { min: 100n, max: 1_000_000n } as const;

export function checkStake(stake: bigint): void {
  if (stake < stakeLimits.min || stake > stakeLimits.max) throw new AppError('STAKE_OUT_OF_RANGE');
}

const failures: Partial<Record<VendorAnswer['status'], ErrorCode>> = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  VENDOR_DISABLED: 'FEATURE_DISABLED',
  NOT_ALLOWED: 'BET_NOT_ALLOWED',
  DUPLICATE: 'CONFLICT',
  BET_CANCELLED: 'CONFLICT',
  INVALID_REQUEST: 'VALIDATION_FAILED',
};

/** The member-facing failure of a refused wallet call; a refusal the member cannot cause is a fault. */
export function walletRefusal(answer: VendorAnswer): AppError | Error {
  const code = failures[answer.status];
  return code ? new AppError(code) : new Error(`HOUSE wallet call refused: ${answer.status}`);
}

/** Ids HOUSE gives the wallet: one round per play or scheduled round, one transaction per call. */
export const walletIds = {
  playRound: (game: string, playId: number) => `${game}-p${playId}`,
  playTx: (game: string, playId: number, operation: 'bet' | 'win' | 'rollback') => `${game}-p${playId}-${operation}`,
  betTx: (game: string, betId: number, operation: 'bet' | 'win' | 'rollback') => `${game}-b${betId}-${operation}`,
};
