import { toMinorUnits } from './money.ts';

/**
 * What a number of points converts to, in minor units of money, at the operator's amount per point
 * (an amount with at most 2 decimals). The one rule for both the preview on the page and the ledger:
 * integers throughout, since a float product drifts by a cent at large amounts.
 */
export function convertedMinorUnits(points: number | bigint, amountPerPoint: number): bigint {
  return BigInt(points) * toMinorUnits(amountPerPoint);
}
