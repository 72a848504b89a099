import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatMoney } from '../lib/format-money.ts';
import { axisSize, chartLook } from './chart-days.ts';
import { useText } from './text.tsx';
import { drawChart } from './uplot-chart.ts';

/** The longest name under a bar; a longer one is cut with an ellipsis (the table beside it has it whole). */
const nameLength = 16;
const shortName = (name: string) => (name.length > nameLength ? `${name.slice(0, nameLength - 1)}…` : name);

/**
 * Money by name as bars, largest first (top vendors, top games), drawn by uPlot like the day charts.
 * Load it lazily, as DayLineChart.
 */
export default function RankChart({
  names,
  values,
  label,
  series,
  colour = '#3b82f6',
  height = 240,
}: {
  names: readonly string[];
  values: readonly number[];
  label: string;
  series: string;
  colour?: string;
  height?: number;
}) {
  const { locale } = useText();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const { font, labelColour, measure } = chartLook(element);
    const x = names.map((_name, index) => index);
    const bars = uPlot.paths.bars?.({ size: [0.6, 64] });
    return drawChart(
      element,
      height,
      {
        scales: { x: { time: false, range: [-0.5, Math.max(names.length - 0.5, 0.5)] } },
        cursor: { drag: { x: false, y: false } },
        series: [
          { label, value: (_chart, value) => (value === null || value === undefined ? '' : (names[value] ?? '')) },
          {
            label: series,
            fill: colour,
            stroke: colour,
            paths: bars,
            points: { show: false },
            value: (_chart, value) => (value === null ? '' : formatMoney(value, locale)),
          },
        ],
        axes: [
          {
            font,
            stroke: labelColour,
            splits: () => x,
            values: (_chart, ticks) => ticks.map((tick) => shortName(names[tick] ?? '')),
          },
          {
            font,
            stroke: labelColour,
            values: (_chart, ticks) => ticks.map((tick) => formatMoney(tick, locale)),
            size: (_chart, axisValues) => axisSize(axisValues, measure, 50),
          },
        ],
      },
      [x, [...values]],
    );
  }, [names, values, label, series, colour, height, locale]);

  return <div ref={box} role="img" aria-label={label} />;
}
