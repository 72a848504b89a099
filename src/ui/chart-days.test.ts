import { describe, expect, it } from 'vitest';
import { formatMoney } from '../lib/format-money.ts';
import { axisSize, dayLabel, daySplits, dayToSeconds, formatDay, legendIndex } from './chart-days.ts';

const day = 86_400;

describe('day chart helpers', () => {
  it('sizes the money axis from its widest label, so "3,000.00" is not cut to "00.00"', () => {
    const measure = (text: string) => text.length * 7;
    const labels = ['0.00', '1,000.00', '2,000.00', '3,000.00'];
    expect(axisSize(labels, measure, 50)).toBeGreaterThanOrEqual(measure('3,000.00') + 15);
    expect(axisSize([formatMoney(1_000_000, 'pt')], measure, 50)).toBeGreaterThan(axisSize(['0,00'], measure, 50));
    expect(axisSize(null, measure, 50)).toBe(50);
  });

  it('shows the latest day in the legend while no cursor is on the chart, never 1970', () => {
    expect(legendIndex(null, 7)).toBe(6);
    expect(legendIndex(2, 7)).toBe(2);
    expect(legendIndex(null, 0)).toBeNull();
    expect(formatDay(dayToSeconds('2026-11-27'), 'en', 'legend')).toBe('Nov 27, 2026');
  });

  it('names the x series in the page language instead of uPlot\'s "Time"', () => {
    expect(dayLabel('en')).toBe('Day');
    expect(dayLabel('pt')).toBe('Dia');
    expect(dayLabel('tl')).toBe('Araw');
  });

  it('puts ticks on whole days of the data only, labelled as dates in the page language', () => {
    const first = dayToSeconds('2026-11-21');
    const last = dayToSeconds('2026-11-27');
    // Even when uPlot asks for a step shorter than a day, ticks stay a day apart, on the points.
    expect(daySplits(first, first, last, day / 2)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => first + n * day));
    expect(daySplits(first, first, last, 2 * day)).toEqual([first, first + 2 * day, first + 4 * day, first + 6 * day]);
    expect(formatDay(first, 'en', 'tick')).toBe('Nov 21');
    expect(formatDay(first, 'pt', 'tick')).toBe('21 de nov.');
    expect(formatDay(first, 'tl', 'tick')).not.toMatch(/am|pm|\//i);
  });
});
