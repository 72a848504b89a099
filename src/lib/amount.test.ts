import { describe, expect, it } from 'vitest';
import { amountProblem, readAmount } from './amount.ts';

describe('readAmount', () => {
  it('reads positive amounts with at most 2 decimals', () => {
    expect(readAmount('100')).toBe(100);
    expect(readAmount(' 12.5 ')).toBe(12.5);
    expect(readAmount('1,000.25')).toBe(1000.25);
  });

  it('refuses negatives, zero, too many decimals and words', () => {
    for (const text of ['-5', '0', '0.00', '1.234', 'abc', '', '1e3', '.5']) expect(readAmount(text), text).toBeNull();
  });
});

describe('amountProblem', () => {
  it('checks the channel limits', () => {
    expect(amountProblem('50', { min: 100, max: 5000 })).toBe('min');
    expect(amountProblem('5000.01', { min: 100, max: 5000 })).toBe('max');
    expect(amountProblem('5000', { min: 100, max: 5000 })).toBeNull();
    expect(amountProblem('1.999')).toBe('invalid');
  });
});
