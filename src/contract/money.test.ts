import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountSchema, toAmount, toMinorUnits } from './money.ts';

describe('money on the wire', () => {
  it('accepts positive amounts with at most 2 decimals', () => {
    for (const ok of [0.01, 1, 12.5, 1234.56, 999999999.99]) expect(amountSchema.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [0, -1, 1.234, 0.001, Number.NaN, Infinity, 1e12]) expect(amountSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('converts to minor units and back exactly', () => {
    expect(toMinorUnits(1234.56)).toBe(123456n);
    expect(toMinorUnits(0.1)).toBe(10n);
    expect(toMinorUnits(12.5)).toBe(1250n);
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 99_999_999_999n }), (minor) => {
        const amount = toAmount(minor);
        expect(amountSchema.safeParse(amount).success).toBe(true);
        expect(toMinorUnits(amount)).toBe(minor);
      }),
    );
  });
});
