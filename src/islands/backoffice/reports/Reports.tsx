import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { reportGroups, reportsPaths, type Report, type ReportGroup, type ReportRow } from '../../../contract/reports.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { $staff, holds } from '../../../stores/staff.ts';
import { getReport } from '../api.ts';
import { useBackofficeText, type BackofficeKey } from '../i18n.tsx';
import { presetSpan, spanPresets, type Span } from './span.ts';

// The charts (and uPlot with them) load only once the reports screen shows them.
const ReportCharts = lazy(() => import('./ReportCharts.tsx'));

const moneyColumns = ['bets', 'validBets', 'payouts', 'ggr', 'bonuses', 'ngr', 'deposits', 'withdrawals'] as const;
const countColumns = ['activeMembers', 'newMembers'] as const;

const figureLabel = (name: (typeof moneyColumns)[number] | (typeof countColumns)[number]): BackofficeKey =>
  name === 'validBets' ? 'backoffice.reports.validBets' : `backoffice.figure.${name}`;

/** The row's key as the table shows it: a game with its vendor. */
const keyOf = (row: ReportRow, group: ReportGroup) => (group === 'game' ? `${row.game} (${row.vendor})` : (row[group] ?? ''));

function ReportTable({ report }: { report: Report }) {
  const t = useBackofficeText();
  const columns: Column<ReportRow, never>[] = [
    { id: 'key', label: t(`backoffice.reports.group.${report.group}`), cell: (row) => keyOf(row, report.group) },
    ...moneyColumns.map((name) => ({ id: name, label: t(figureLabel(name)), numeric: true, cell: (row: ReportRow) => <Money value={Number(row[name])} /> })),
    ...countColumns.map((name) => ({ id: name, label: t(figureLabel(name)), numeric: true, cell: (row: ReportRow) => row[name] })),
  ];
  return (
    <>
      <DataTable<ReportRow, never>
        label={t('backoffice.reports.table')}
        columns={columns}
        rows={report.rows}
        rowKey={(row) => keyOf(row, report.group)}
        empty={t('backoffice.reports.none')}
      />
      <h3>{t('backoffice.reports.totalOf')}</h3>
      <dl className="bo-figures" data-testid="report-total" aria-label={t('backoffice.reports.totalOf')}>
        {[...moneyColumns, ...countColumns].map((name) => (
          <div key={name} data-figure={name} data-value={String(report.total[name])}>
            <dt>{t(figureLabel(name))}</dt>
            <dd>{typeof report.total[name] === 'string' ? <Money value={Number(report.total[name])} /> : report.total[name]}</dd>
          </div>
        ))}
      </dl>
      <p className="bo-muted">{t('backoffice.reports.zone', { zone: report.timeZone })}</p>
    </>
  );
}

/** What the agent manager (the `agents` permission without `reports`) may group by: agents alone. */
const agentGroups: readonly ReportGroup[] = ['agent'];

/**
 * The summary report: a span of the operator's days, grouped, with its total, its CSV and charts of
 * it. The agent manager reads it by agent only, without the platform's charts, as the API allows.
 */
export default function Reports() {
  const t = useBackofficeText();
  const whole = holds(useStore($staff), 'reports');
  const groups = whole ? reportGroups : agentGroups;
  const [zone, setZone] = useState<string | undefined>(undefined);
  const [span, setSpan] = useState<Span>(() => presetSpan('last7', undefined));
  const [group, setGroup] = useState<ReportGroup>(groups[0] ?? 'agent');
  const query = { ...span, group };
  const loaded = useLoad(async () => {
    const report = await getReport(query);
    setZone(report.timeZone);
    return report;
  }, `${span.from}:${span.to}:${group}`);

  return (
    <>
      <section className="bo-section" aria-labelledby="bo-report-filters">
        <h2 id="bo-report-filters">{t('backoffice.reports.filters')}</h2>
        <div className="bo-filters">
          <Field label={t('backoffice.reports.from')}>
            <input type="date" value={span.from} max={span.to} onChange={(event) => event.target.value && setSpan({ ...span, from: event.target.value })} />
          </Field>
          <Field label={t('backoffice.reports.to')}>
            <input type="date" value={span.to} min={span.from} onChange={(event) => event.target.value && setSpan({ ...span, to: event.target.value })} />
          </Field>
          <Field label={t('backoffice.reports.group')}>
            <select value={group} onChange={(event) => setGroup(event.target.value as ReportGroup)}>
              {groups.map((name) => (
                <option key={name} value={name}>
                  {t(`backoffice.reports.group.${name}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="bo-actions" role="group">
          {spanPresets.map((preset) => (
            <button key={preset} type="button" className="btn btn--ghost" onClick={() => setSpan(presetSpan(preset, zone))}>
              {t(`backoffice.reports.${preset}`)}
            </button>
          ))}
          <ExportCsv path={reportsPaths.summary} query={query} />
        </div>
      </section>
      <section className="bo-section" aria-labelledby="bo-report-table">
        <h2 id="bo-report-table">{t(`backoffice.reports.group.${group}`)}</h2>
        <Loading state={loaded}>{(report) => <ReportTable report={report} />}</Loading>
      </section>
      {whole && (
        <section className="bo-section" aria-labelledby="bo-report-charts">
          <h2 id="bo-report-charts">{t('backoffice.reports.charts')}</h2>
          <Suspense fallback={null}>
            <ReportCharts span={span} />
          </Suspense>
        </section>
      )}
    </>
  );
}
