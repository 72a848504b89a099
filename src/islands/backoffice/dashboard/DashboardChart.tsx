import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Dashboard } from '../../../contract/backoffice.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useText } from '../../../ui/text.tsx';
import { axisSize, dayLabel, dayToSeconds, daySplits, formatDay, legendIndex } from '../../agent/pages/OverviewChart.tsx';
import { useBackofficeText } from '../i18n.tsx';

const height = 260;
const daySeconds = 86_400;
const dayIncrs = [1, 2, 3, 7, 14, 28, 56, 91].map((days) => days * daySeconds);
const axisFontSize = 12;

/** Deposits, withdrawals, GGR and NGR per day of the span, as lines (the agent center's chart rules for days and labels). */
export function DashboardChart({ daily }: { daily: Dashboard['daily'] }) {
  const t = useBackofficeText();
  const { locale } = useText();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const font = `${axisFontSize}px ${style.fontFamily || 'sans-serif'}`;
    const labelColour = style.getPropertyValue('--text-muted').trim() || style.color;
    const context = document.createElement('canvas').getContext('2d');
    const measure = (text: string) => {
      if (!context) return text.length * axisFontSize * 0.6;
      context.font = font;
      return context.measureText(text).width;
    };
    const days = daily.map((point) => dayToSeconds(point.day));
    const count = days.length;
    const widestDay = Math.max(0, ...days.map((day) => measure(formatDay(day, locale, 'tick'))));
    const money = (chart: uPlot, value: number | null, seriesIdx: number, idx: number | null) => {
      const shown = legendIndex(idx, count);
      const amount = idx === null ? (shown === null ? null : chart.data[seriesIdx][shown]) : value;
      return amount === null || amount === undefined ? '' : formatMoney(amount, locale);
    };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height,
        padding: [null, Math.max(25, Math.ceil(widestDay / 2) + 2), null, null],
        series: [
          {
            label: dayLabel(locale),
            value: (_chart, _value, _seriesIdx, idx) => {
              const shown = legendIndex(idx, count);
              return shown === null ? '' : formatDay(days[shown] as number, locale, 'legend');
            },
          },
          { label: t('backoffice.figure.deposits'), stroke: '#22c55e', value: money },
          { label: t('backoffice.figure.withdrawals'), stroke: '#ef4444', value: money },
          { label: t('backoffice.figure.ggr'), stroke: '#3b82f6', value: money },
          { label: t('backoffice.figure.ngr'), stroke: '#f59e0b', value: money },
        ],
        axes: [
          {
            font,
            stroke: labelColour,
            space: Math.ceil(widestDay + 12),
            incrs: dayIncrs,
            splits: (_chart, _axisIdx, scaleMin, scaleMax, incr) => (count ? daySplits(days[0] as number, scaleMin, scaleMax, incr) : []),
            values: (_chart, ticks) => ticks.map((tick) => formatDay(tick, locale, 'tick')),
          },
          {
            font,
            stroke: labelColour,
            values: (_chart, ticks) => ticks.map((tick) => formatMoney(tick, locale)),
            size: (_chart, values) => axisSize(values, measure, 50),
          },
        ],
      },
      [days, daily.map((point) => point.deposits), daily.map((point) => point.withdrawals), daily.map((point) => point.ggr), daily.map((point) => point.ngr)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [daily, locale, t]);

  return <div ref={box} role="img" aria-label={t('backoffice.dashboard.chart')} />;
}
