import { hub88UnitsPerMajor } from '../../../src/contract/hub88.ts';

/** Our minor units per currency unit (src/contract/money.ts speaks 2 decimals). */
const minorPerMajor = 100n;
const unitsPerMinor = hub88UnitsPerMajor / minorPerMajor;

/**
 * Hub88's 1/100000 units as our minor units, exactly; null when the amount is not a whole number
 * of minor units (0.12345 cannot be booked in a 2-decimal wallet, and rounding would mint or lose money).
 */
export function minorFromUnits(units: number): bigint | null {
  if (!Number.isSafeInteger(units) || units < 0) return null;
  const big = BigInt(units);
  return big % unitsPerMinor === 0n ? big / unitsPerMinor : null;
}

export function unitsFromMinor(minor: bigint): number {
  return Number(minor * unitsPerMinor);
}
