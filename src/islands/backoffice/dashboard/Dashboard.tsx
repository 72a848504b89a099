import type { Figures } from '../../../contract/backoffice.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { getDashboard } from '../api.ts';
import { useBackofficeText, type BackofficeKey } from '../i18n.tsx';
import { DashboardChart } from './DashboardChart.tsx';

const moneyFigures = ['deposits', 'withdrawals', 'bets', 'payouts', 'ggr', 'bonuses', 'ngr'] as const;
const countFigures = ['newMembers', 'activeMembers'] as const;
const spanDays = 30;

function FigureList({ figures, label }: { figures: Figures; label: string }) {
  const t = useBackofficeText();
  return (
    <dl className="bo-figures" aria-label={label}>
      {moneyFigures.map((name) => (
        <div key={name}>
          <dt>{t(`backoffice.figure.${name}` as BackofficeKey)}</dt>
          <dd>
            <Money value={figures[name]} />
          </dd>
        </div>
      ))}
      {countFigures.map((name) => (
        <div key={name}>
          <dt>{t(`backoffice.figure.${name}` as BackofficeKey)}</dt>
          <dd>{figures[name]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Today and the last 30 days in the operator's time zone, the days as a chart, and what waits in the queues. */
export default function Dashboard() {
  const t = useBackofficeText();
  const loaded = useLoad(() => getDashboard(spanDays));
  return (
    <Loading state={loaded}>
      {(data) => (
        <>
          <section className="bo-section" aria-labelledby="bo-queues">
            <h2 id="bo-queues">{t('backoffice.dashboard.queues')}</h2>
            <ul className="bo-actions">
              <li>
                <a href="#deposits">{t('backoffice.dashboard.pendingDeposits', { count: data.queues.deposits })}</a>
              </li>
              <li>
                <a href="#withdrawals">{t('backoffice.dashboard.pendingWithdrawals', { count: data.queues.withdrawals })}</a>
              </li>
            </ul>
          </section>
          <section className="bo-section" aria-labelledby="bo-today">
            <h2 id="bo-today">{t('backoffice.dashboard.today')}</h2>
            <FigureList figures={data.today} label={t('backoffice.dashboard.today')} />
          </section>
          <section className="bo-section" aria-labelledby="bo-span">
            <h2 id="bo-span">{t('backoffice.dashboard.span', { days: data.daily.length })}</h2>
            <FigureList figures={data.span} label={t('backoffice.dashboard.span', { days: data.daily.length })} />
            <DashboardChart daily={data.daily} />
            <p className="bo-muted">{t('backoffice.dashboard.zone', { zone: data.timeZone })}</p>
          </section>
        </>
      )}
    </Loading>
  );
}
