import { amountSchema } from '../contract/money.ts';

/** What is wrong with a typed amount, checked before anything is sent; null when it may be sent. */
export type AmountProblem = 'invalid' | 'min' | 'max';

/** A typed amount as the contract reads it (positive, at most 2 decimals), or null. */
export function readAmount(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const parsed = amountSchema.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : null;
}

export function amountProblem(text: string, limits: { min?: number; max?: number } = {}): AmountProblem | null {
  const amount = readAmount(text);
  if (amount === null) return 'invalid';
  if (limits.min !== undefined && amount < limits.min) return 'min';
  if (limits.max !== undefined && amount > limits.max) return 'max';
  return null;
}
