import { useMemo } from 'react';
import type { Overview } from '../../../contract/agent.ts';
import DayLineChart from '../../../ui/DayLineChart.tsx';
import { useAgentText } from '../i18n.tsx';

/** Valid bets, payouts and net per day of the period, as lines. */
export default function OverviewChart({ series }: { series: Overview['series'] }) {
  const t = useAgentText();
  const days = useMemo(() => series.map((point) => point.day), [series]);
  const lines = useMemo(
    () => [
      { label: t('agentCenter.overview.validBets'), stroke: '#3b82f6', values: series.map((point) => point.validBets) },
      { label: t('agentCenter.overview.payouts'), stroke: '#22c55e', values: series.map((point) => point.payouts) },
      { label: t('agentCenter.overview.net'), stroke: '#f59e0b', values: series.map((point) => point.net) },
    ],
    [series, t],
  );
  return <DayLineChart days={days} lines={lines} label={t('agentCenter.overview.chart')} className="ac-chart" />;
}
