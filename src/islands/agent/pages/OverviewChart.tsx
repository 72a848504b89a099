import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Overview } from '../../../contract/agent.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useText } from '../../member/i18n.tsx';
import { useAgentText } from '../i18n.tsx';

const height = 240;

/** Days as the chart's x values: noon UTC of each day, so no time zone moves a point to another day. */
const dayToSeconds = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/** Valid bets, payouts and net per day of the period, as lines (uPlot: small, canvas, no dependencies). */
export default function OverviewChart({ series }: { series: Overview['series'] }) {
  const t = useAgentText();
  const { locale } = useText();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const money = (_chart: uPlot, value: number | null) => (value === null ? '' : formatMoney(value, locale));
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height,
        series: [
          { value: (_chart, value) => new Date(value * 1000).toISOString().slice(0, 10) },
          { label: t('agentCenter.overview.validBets'), stroke: '#3b82f6', value: money },
          { label: t('agentCenter.overview.payouts'), stroke: '#22c55e', value: money },
          { label: t('agentCenter.overview.net'), stroke: '#f59e0b', value: money },
        ],
        axes: [{}, { values: (_chart, ticks) => ticks.map((tick) => formatMoney(tick, locale)) }],
      },
      [series.map((point) => dayToSeconds(point.day)), series.map((point) => point.validBets), series.map((point) => point.payouts), series.map((point) => point.net)],
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
