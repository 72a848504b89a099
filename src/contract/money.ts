import { z } from 'zod';

/**
 * Money on the wire is a JSON number with at most 2 decimals in the member's currency; in the
 * database and in code it is an integer of minor units (bigint). These are the only conversions.
 */
export const maxAmount = 1_000_000_000;

export const amountSchema = z
  .number()
  .positive()
  .max(maxAmount)
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), { error: 'at most 2 decimals' });

export function toMinorUnits(amount: number): bigint {
  const [whole = '0', fraction = ''] = String(amount).split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2)) * (amount < 0 ? -1n : 1n);
}

export function toAmount(minor: bigint): number {
  return Number(minor) / 100;
}
