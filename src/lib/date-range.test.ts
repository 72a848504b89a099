import { describe, expect, it } from 'vitest';
import { applyPreset, canApply, dayIn, defaultRange, toDay } from './date-range.ts';

const today = '2025-03-10';

describe('date presets', () => {
  it('opens on the last 7 days, today included', () => {
    expect(defaultRange(today)).toEqual({ from: '2025-03-04', to: today });
  });

  it('today is a one-day range', () => {
    expect(applyPreset('today', defaultRange(today), today)).toEqual({ from: today, to: today });
  });

  it('previous 7 and 30 days step back from the start of the range shown, across month ends', () => {
    const shown = defaultRange(today);
    expect(applyPreset('previous7', shown, today)).toEqual({ from: '2025-02-25', to: '2025-03-03' });
    expect(applyPreset('previous30', shown, today)).toEqual({ from: '2025-02-02', to: '2025-03-03' });
  });

  it('next 7 and 30 days step forward but stop at today', () => {
    const back = { from: '2025-02-01', to: '2025-02-07' };
    expect(applyPreset('next7', back, today)).toEqual({ from: '2025-02-08', to: '2025-02-14' });
    expect(applyPreset('next30', back, today)).toEqual({ from: '2025-02-08', to: '2025-03-09' });
    expect(applyPreset('next30', { from: '2025-02-14', to: '2025-02-20' }, today)).toEqual({ from: '2025-02-21', to: today });
  });

  it('next is spent once the range reaches today', () => {
    const shown = defaultRange(today);
    expect(canApply('next7', shown, today)).toBe(false);
    expect(applyPreset('next7', shown, today)).toBe(shown);
    expect(canApply('previous30', shown, today)).toBe(true);
  });

  it('crosses a leap day', () => {
    expect(applyPreset('previous7', { from: '2024-03-03', to: '2024-03-09' }, '2024-03-09')).toEqual({ from: '2024-02-25', to: '2024-03-02' });
  });

  it('writes a local date as a day', () => {
    expect(toDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('the operator’s day', () => {
  it('is the day in the operator’s zone, which may be ahead of or behind the browser’s', () => {
    const evening = new Date('2026-11-23T17:00:00Z');
    expect(dayIn(evening, 'Asia/Manila')).toBe('2026-11-24');
    expect(dayIn(evening, 'UTC')).toBe('2026-11-23');
    expect(dayIn(new Date('2026-11-24T03:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-24');
    expect(dayIn(new Date('2026-11-24T02:00:00Z'), 'America/Sao_Paulo')).toBe('2026-11-23');
  });

  it('is the browser’s own day until the zone is known', () => {
    const now = new Date();
    expect(dayIn(now, undefined)).toBe(toDay(now));
  });
});
