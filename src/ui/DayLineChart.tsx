import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { localeTags } from '../i18n/locales.ts';
import { formatMoney } from '../lib/format-money.ts';
import { axisSize, chartLook, dayIncrs, dayLabel, daySplits, dayToSeconds, formatDay, legendIndex, type ChartValues } from './chart-days.ts';
import { useText } from './text.tsx';
import { drawChart } from './uplot-chart.ts';

export interface DayLine {
  label: string;
  stroke: string;
  values: readonly number[];
}

/**
 * Lines over days (YYYY-MM-DD, the operator's), drawn by uPlot: small, canvas, no dependencies.
 * Load it lazily (`lazy(() => import(…))`) from a screen, so a page without charts never fetches uPlot.
 */
export default function DayLineChart({
  days,
  lines,
  label,
  values = 'money',
  height = 240,
  className,
}: {
  days: readonly string[];
  lines: readonly DayLine[];
  label: string;
  values?: ChartValues;
  height?: number;
  className?: string;
}) {
  const { locale } = useText();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { font, labelColour, measure } = chartLook(element);
    const x = days.map(dayToSeconds);
    const count = x.length;
    const spansYears = count > 0 && days[0]!.slice(0, 4) !== days[count - 1]!.slice(0, 4);
    const tickStyle = spansYears ? 'tickWithYear' : 'tick';
    // Room for the widest day label (plus a little air), so uPlot picks a whole-day step whose labels never overlap.
    const widestDay = Math.max(0, ...x.map((day) => measure(formatDay(day, locale, tickStyle))));
    const counts = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 0 });
    const show = (amount: number) => (values === 'money' ? formatMoney(amount, locale) : counts.format(amount));
    const legendValue = (chart: uPlot, value: number | null, seriesIdx: number, idx: number | null) => {
      const shown = legendIndex(idx, count);
      const amount = idx === null ? (shown === null ? null : chart.data[seriesIdx]![shown]) : value;
      return amount === null || amount === undefined ? '' : show(amount);
    };
    return drawChart(
      element,
      height,
      {
        // The last day's label is centred on the right edge: leave room for its half (uPlot's default is 25px).
        padding: [null, Math.max(25, Math.ceil(widestDay / 2) + 2), null, null],
        series: [
          {
            label: dayLabel(locale),
            value: (_chart, _value, _seriesIdx, idx) => {
              const shown = legendIndex(idx, count);
              return shown === null ? '' : formatDay(x[shown]!, locale, 'legend');
            },
          },
          ...lines.map((line) => ({ label: line.label, stroke: line.stroke, value: legendValue })),
        ],
        axes: [
          {
            font,
            stroke: labelColour,
            space: Math.ceil(widestDay + 12),
            incrs: dayIncrs,
            splits: (_chart, _axisIdx, scaleMin, scaleMax, incr) => (count ? daySplits(x[0]!, scaleMin, scaleMax, incr) : []),
            values: (_chart, ticks) => ticks.map((tick) => formatDay(tick, locale, tickStyle)),
          },
          {
            font,
            stroke: labelColour,
            values: (_chart, ticks) => ticks.map(show),
            size: (_chart, axisValues) => axisSize(axisValues, measure, 50),
          },
        ],
      },
      [x, ...lines.map((line) => [...line.values])],
    );
  }, [days, lines, values, height, locale]);

  return <div ref={box} className={className} role="img" aria-label={label} />;
}
