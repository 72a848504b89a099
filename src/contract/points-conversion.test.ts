import { describe, expect, it } from 'vitest';
import { formatMoney } from '../lib/format-money.ts';
import { toAmount } from './money.ts';
import { convertedMinorUnits } from './points-conversion.ts';

describe('points converted to money', () => {
  it('multiplies whole points by the amount per point in minor units', () => {
    expect(convertedMinorUnits(100, 0.01)).toBe(100n);
    expect(convertedMinorUnits(250, 0.05)).toBe(1250n);
    expect(convertedMinorUnits(3n, 12.5)).toBe(3750n);
  });

  it('is exact where floats lose a cent: 7 points at 0.29', () => {
    // 7 * 0.29 * 100 is 202.99999999999997 in floats: truncated to minor units it would pay 2.02.
    expect(7 * 0.29 * 100).not.toBe(203);
    expect(convertedMinorUnits(7, 0.29)).toBe(203n);
  });

  it('is exact where a float product shows the wrong cent: 44,087,554 points at 887,069.28', () => {
    // The float product is 39,108,714,783,741.125, which shows as …741.13.
    expect(formatMoney(44_087_554 * 887_069.28, 'en')).toBe('39,108,714,783,741.13');
    const minor = convertedMinorUnits(44_087_554, 887_069.28);
    expect(minor).toBe(3_910_871_478_374_112n);
    expect(formatMoney(toAmount(minor), 'en')).toBe('39,108,714,783,741.12');
  });
});
