import { lazy, Suspense, useEffect } from 'react';
import type { Overview } from '../../../contract/agent.ts';
import { useRecordRange } from '../../../ui/useRecordRange.ts';
import { getOverview } from '../api.ts';
import { useAgentText } from '../i18n.tsx';
import { DateFilter } from '../../../ui/DateFilter.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useText } from '../../../ui/text.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { onLiveEvent } from '../../../stores/events.ts';

/** The chart library comes with this page only. */
const Chart = lazy(() => import('./OverviewChart.tsx'));

const counts = ['teamMembers', 'teamAgents', 'newRegistrations', 'activeMembers', 'playedMembers', 'firstDeposits'] as const satisfies ReadonlyArray<
  keyof Overview
>;
const amounts = ['deposits', 'withdrawals', 'bets', 'validBets', 'payouts', 'bonuses', 'net'] as const satisfies ReadonlyArray<keyof Overview>;

/** agentTeamOverview: the team's size and figures for a period, and a chart of them day by day, following the team live. */
export default function TeamOverview() {
  const t = useAgentText();
  const { locale } = useText();
  const [range, setRange] = useRecordRange();
  const overview = useLoad(() => getOverview(range), `${range.from}/${range.to}`);
  // A registration anywhere in the team, on any process, shows in the counts without a reload.
  useEffect(() => onLiveEvent('team', overview.reload), [overview.reload]);
  return (
    <div className="mc-stack">
      <DateFilter range={range} onChange={setRange} />
      <Loading state={overview}>
        {(result) => (
          <>
            <dl className="mc-figures">
              {counts.map((figure) => (
                <div key={figure}>
                  <dt>{t(`agentCenter.overview.${figure}`)}</dt>
                  <dd>{result[figure].toLocaleString()}</dd>
                </div>
              ))}
              {amounts.map((figure) => (
                <div key={figure} className={figure === 'net' ? 'mc-figures__net' : undefined}>
                  <dt>{t(`agentCenter.overview.${figure}`)}</dt>
                  <dd>
                    <Money value={result[figure]} signed={figure === 'net'} />
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mc-notice mc-notice--info">
              {t('agentCenter.overview.activeRule', { threshold: formatMoney(result.activeMemberThreshold, locale) })}
            </p>
            <Suspense fallback={null}>
              <Chart series={result.series} />
            </Suspense>
          </>
        )}
      </Loading>
    </div>
  );
}
