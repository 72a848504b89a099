import { useMemo } from 'react';
import type { Report } from '../../../contract/reports.ts';
import DayLineChart from '../../../ui/DayLineChart.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import RankChart from '../../../ui/RankChart.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { getReport } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import type { Span } from './span.ts';

/** How many vendors and games the rankings show. */
const top = 10;

function Charts({ byDay, byVendor, byGame }: { byDay: Report; byVendor: Report; byGame: Report }) {
  const t = useBackofficeText();
  const days = useMemo(() => byDay.rows.map((row) => row.day ?? ''), [byDay]);
  const { results, money, active } = useMemo(() => {
    const series = (field: 'ggr' | 'ngr' | 'deposits' | 'withdrawals') => byDay.rows.map((row) => Number(row[field]));
    return {
      results: [
        { label: t('backoffice.figure.ggr'), stroke: '#3b82f6', values: series('ggr') },
        { label: t('backoffice.figure.ngr'), stroke: '#f59e0b', values: series('ngr') },
      ],
      money: [
        { label: t('backoffice.figure.deposits'), stroke: '#22c55e', values: series('deposits') },
        { label: t('backoffice.figure.withdrawals'), stroke: '#ef4444', values: series('withdrawals') },
      ],
      active: [{ label: t('backoffice.figure.activeMembers'), stroke: '#a855f7', values: byDay.rows.map((row) => row.activeMembers) }],
    };
  }, [byDay, t]);
  const vendors = byVendor.rows.slice(0, top);
  const games = byGame.rows.slice(0, top);
  return (
    <div className="bo-charts">
      <h3>{t('backoffice.reports.chart.ggr')}</h3>
      <DayLineChart days={days} lines={results} label={t('backoffice.reports.chart.ggr')} />
      <h3>{t('backoffice.reports.chart.money')}</h3>
      <DayLineChart days={days} lines={money} label={t('backoffice.reports.chart.money')} />
      <h3>{t('backoffice.reports.chart.active')}</h3>
      <DayLineChart days={days} lines={active} label={t('backoffice.reports.chart.active')} values="count" />
      <h3>{t('backoffice.reports.chart.vendors')}</h3>
      <RankChart
        names={vendors.map((row) => row.vendor ?? '')}
        values={vendors.map((row) => Number(row.bets))}
        label={t('backoffice.reports.chart.vendors')}
        series={t('backoffice.figure.bets')}
      />
      <h3>{t('backoffice.reports.chart.games')}</h3>
      <RankChart
        names={games.map((row) => row.game ?? '')}
        values={games.map((row) => Number(row.bets))}
        label={t('backoffice.reports.chart.games')}
        series={t('backoffice.figure.bets')}
        colour="#22c55e"
      />
    </div>
  );
}

/** The span's charts: GGR and NGR, deposits against withdrawals and active members by day; the top vendors and games. */
export default function ReportCharts({ span }: { span: Span }) {
  const loaded = useLoad(async () => {
    const [byDay, byVendor, byGame] = await Promise.all([
      getReport({ ...span, group: 'day' }),
      getReport({ ...span, group: 'vendor' }),
      getReport({ ...span, group: 'game' }),
    ]);
    return { byDay, byVendor, byGame };
  }, `${span.from}:${span.to}`);
  return <Loading state={loaded}>{(data) => <Charts {...data} />}</Loading>;
}
