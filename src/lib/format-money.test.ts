import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './format-money.ts';

describe('formatMoney', () => {
  it('writes 2 decimals and English thousands separators', () => {
    expect(formatMoney(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatMoney(0, 'en')).toBe('0.00');
    expect(formatMoney(-0, 'en')).toBe('0.00');
    expect(formatMoney(12, 'en')).toBe('12.00');
  });

  it('uses the Portuguese separators on /pt', () => {
    expect(formatMoney(1234567.5, 'pt')).toBe('1.234.567,50');
  });

  it('uses the Filipino separators on /tl', () => {
    expect(formatMoney(1234.05, 'tl')).toBe('1,234.05');
  });

  it('keeps the sign of a debit', () => {
    expect(formatMoney(-1500.1, 'en')).toBe('-1,500.10');
  });
});

describe('formatPercent', () => {
  it('writes a rate as a percentage with the separators of the language, as amounts are', () => {
    expect(formatPercent(0.1, 'en')).toBe('10.00%');
    expect(formatPercent(0.1, 'pt')).toBe('10,00%');
    expect(formatPercent(12.345, 'pt')).toBe('1.234,50%');
    expect(formatPercent(0.0015, 'tl')).toBe('0.15%');
    expect(formatPercent(0.0015, 'pt')).toBe('0,15%');
  });
});
