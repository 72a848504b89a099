import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Overview } from '../../../contract/agent.ts';
import { localeTags, type Locale } from '../../../i18n/locales.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useText } from '../../../ui/text.tsx';
import { useAgentText } from '../i18n.tsx';

const height = 240;
const daySeconds = 86_400;
/** Tick steps of the x axis, in days: whole days only, never hours. */
const dayIncrs = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364].map((days) => days * daySeconds);
const axisFontSize = 12;
/** Tick length plus the gap uPlot leaves between the ticks and the labels (its defaults). */
const tickAndGap = 10 + 5;

/**
 * Days as the chart's x values: noon UTC of each day. The days are already the operator's days
 * (the server counts them in its time zone), so they are shown as calendar dates, in UTC, and no
 * browser time zone can move a point or a label to another day.
 */
export const dayToSeconds = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/** A day of the chart in the page's language: "Nov 27" on the axis, "Nov 27, 2026" in the legend. */
export function formatDay(seconds: number, locale: Locale, style: 'tick' | 'tickWithYear' | 'legend'): string {
  const options: Intl.DateTimeFormatOptions = style === 'tick' ? { month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(localeTags[locale], { ...options, timeZone: 'UTC' }).format(new Date(seconds * 1000));
}

/** The x series' legend label, "Day", from the browser's own locale data (en "Day", pt "Dia", tl "Araw"). */
export function dayLabel(locale: Locale): string {
  const tag = localeTags[locale];
  const name = new Intl.DisplayNames(tag, { type: 'dateTimeField' }).of('day') ?? 'day';
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/**
 * The point the legend shows: the hovered one, or the latest day while no cursor is on the chart
 * (uPlot passes a null index then), so the legend never reads an empty or 1970 date.
 */
export function legendIndex(idx: number | null | undefined, count: number): number | null {
  if (count === 0) return null;
  return idx ?? count - 1;
}

/** Whole-day ticks between the scale's ends, `incr` seconds apart, on the days of the data. */
export function daySplits(firstDay: number, scaleMin: number, scaleMax: number, incr: number): number[] {
  const step = Math.max(daySeconds, Math.round(incr / daySeconds) * daySeconds);
  const splits: number[] = [];
  for (let tick = firstDay + Math.ceil((scaleMin - firstDay) / step) * step; tick <= scaleMax; tick += step) splits.push(tick);
  return splits;
}

/** An axis' room for its labels: the widest label plus ticks and gap, so no label is cut. */
export function axisSize(values: readonly (string | null)[] | null, measure: (text: string) => number, fallback: number): number {
  if (!values?.length) return fallback;
  const widest = Math.max(...values.map((value) => (value ? measure(value) : 0)));
  return Math.ceil(widest + tickAndGap + 2);
}

/** Valid bets, payouts and net per day of the period, as lines (uPlot: small, canvas, no dependencies). */
export default function OverviewChart({ series }: { series: Overview['series'] }) {
  const t = useAgentText();
  const { locale } = useText();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const font = `${axisFontSize}px ${style.fontFamily || 'sans-serif'}`;
    // uPlot draws axis labels black by default, which the dark page hides.
    const labelColour = style.getPropertyValue('--text-muted').trim() || style.color;
    const context = document.createElement('canvas').getContext('2d');
    const measure = (text: string) => {
      if (!context) return text.length * axisFontSize * 0.6;
      context.font = font;
      return context.measureText(text).width;
    };

    const days = series.map((point) => dayToSeconds(point.day));
    const count = days.length;
    const spansYears = count > 0 && series[0].day.slice(0, 4) !== series[count - 1].day.slice(0, 4);
    const tickStyle = spansYears ? 'tickWithYear' : 'tick';
    // Room for the widest day label (plus a little air), so uPlot picks a whole-day step whose labels never overlap.
    const widestDay = Math.max(0, ...days.map((day) => measure(formatDay(day, locale, tickStyle))));
    const daySpace = Math.ceil(widestDay + 12);

    const money = (chart: uPlot, value: number | null, seriesIdx: number, idx: number | null) => {
      const shown = legendIndex(idx, count);
      const amount = idx === null ? (shown === null ? null : chart.data[seriesIdx][shown]) : value;
      return amount === null || amount === undefined ? '' : formatMoney(amount, locale);
    };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height,
        // The last day's label is centred on the right edge: leave room for its half (uPlot's default is 25px).
        padding: [null, Math.max(25, Math.ceil(widestDay / 2) + 2), null, null],
        series: [
          {
            label: dayLabel(locale),
            value: (_chart, _value, _seriesIdx, idx) => {
              const shown = legendIndex(idx, count);
              return shown === null ? '' : formatDay(days[shown], locale, 'legend');
            },
          },
          { label: t('agentCenter.overview.validBets'), stroke: '#3b82f6', value: money },
          { label: t('agentCenter.overview.payouts'), stroke: '#22c55e', value: money },
          { label: t('agentCenter.overview.net'), stroke: '#f59e0b', value: money },
        ],
        axes: [
          {
            font,
            stroke: labelColour,
            space: daySpace,
            incrs: dayIncrs,
            splits: (_chart, _axisIdx, scaleMin, scaleMax, incr) => (count ? daySplits(days[0], scaleMin, scaleMax, incr) : []),
            values: (_chart, ticks) => ticks.map((tick) => formatDay(tick, locale, tickStyle)),
          },
          {
            font,
            stroke: labelColour,
            values: (_chart, ticks) => ticks.map((tick) => formatMoney(tick, locale)),
            size: (_chart, values) => axisSize(values, measure, 50),
          },
        ],
      },
      [days, series.map((point) => point.validBets), series.map((point) => point.payouts), series.map((point) => point.net)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, locale, t]);

  return <div ref={box} className="ac-chart" role="img" aria-label={t('agentCenter.overview.chart')} />;
}
