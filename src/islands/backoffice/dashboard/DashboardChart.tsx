import { useMemo } from 'react';
import type { Dashboard } from '../../../contract/backoffice.ts';
import DayLineChart from '../../../ui/DayLineChart.tsx';
import { useBackofficeText } from '../i18n.tsx';

/** Deposits, withdrawals, GGR and NGR per day of the span, as lines. */
export function DashboardChart({ daily }: { daily: Dashboard['daily'] }) {
  const t = useBackofficeText();
  const days = useMemo(() => daily.map((point) => point.day), [daily]);
  const lines = useMemo(
    () => [
      { label: t('backoffice.figure.deposits'), stroke: '#22c55e', values: daily.map((point) => point.deposits) },
      { label: t('backoffice.figure.withdrawals'), stroke: '#ef4444', values: daily.map((point) => point.withdrawals) },
      { label: t('backoffice.figure.ggr'), stroke: '#3b82f6', values: daily.map((point) => point.ggr) },
      { label: t('backoffice.figure.ngr'), stroke: '#f59e0b', values: daily.map((point) => point.ngr) },
    ],
    [daily, t],
  );
  return <DayLineChart days={days} lines={lines} label={t('backoffice.dashboard.chart')} height={260} />;
}
