import { useState } from 'react';
import type { Mission } from '../../../contract/promotions.ts';
import { getLeaderboard, getMissions } from '../../../lib/api/engagement.ts';
import { useText } from '../../../ui/text.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { $availableMissions } from '../../../stores/member-center.ts';

function Progress({ item }: { item: Mission }) {
  const { t } = useText();
  const money = item.metric === 'bet-amount' || item.metric === 'category-bets' || item.metric === 'deposit';
  return (
    <>
      <progress max={item.target} value={item.progress} aria-label={item.title} />{' '}
      {money ? (
        <>
          <Money value={item.progress} /> / <Money value={item.target} />
        </>
      ) : (
        t('center.missions.count', { done: item.progress, target: item.target })
      )}
    </>
  );
}

/** missionLeaderboard: the day's and week's missions with progress, the way to claim, and the leaderboard. */
export default function Missions() {
  const { t } = useText();
  const [period, setPeriod] = useState<'daily' | 'weekly'>('weekly');
  const board = useLoad(async () => {
    const value = await getMissions();
    $availableMissions.set(value.readyToClaim);
    return value;
  });
  const leaderboard = useLoad(() => getLeaderboard(period), period);
  return (
    <div className="mc-stack">
      <Loading state={board}>
        {({ missions }) =>
          missions.length === 0 ? (
            <p className="mc-empty">{t('center.missions.none')}</p>
          ) : (
            <ul className="mc-list">
              {missions.map((item) => (
                <li key={item.id} data-state={item.state}>
                  <strong>{item.title}</strong> · {t(`center.missions.period.${item.period}`)} · {t('center.missions.reward')} <Money value={item.reward} />
                  <br />
                  <Progress item={item} /> · {t(`center.missions.state.${item.state}`)}
                  {item.state === 'open' && (
                    <>
                      {' '}
                      · {t('center.missions.ends')} <Time iso={item.periodEndsAt} said />
                    </>
                  )}
                  {item.state === 'ready' && (
                    <>
                      {' '}
                      <a className="btn btn--primary" href="#rewardCenter">
                        {t('center.missions.claim')}
                      </a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loading>
      <section aria-labelledby="mc-leaderboard">
        <h3 id="mc-leaderboard">{t('center.missions.leaderboard')}</h3>
        <div role="group" aria-label={t('center.missions.leaderboard')}>
          {(['daily', 'weekly'] as const).map((value) => (
            <button key={value} type="button" className="btn btn--ghost" aria-pressed={period === value} onClick={() => setPeriod(value)}>
              {t(`center.missions.period.${value}`)}
            </button>
          ))}
        </div>
        <Loading state={leaderboard}>
          {({ rows }) =>
            rows.length === 0 ? (
              <p className="mc-empty">{t('center.missions.noLeaders')}</p>
            ) : (
              <ol className="mc-list">
                {rows.map((row) => (
                  <li key={row.rank} aria-current={row.you ? 'true' : undefined}>
                    {row.rank}. {row.member} · {t('center.missions.completed', { count: row.completed })}
                    {row.you && <> · {t('center.missions.you')}</>}
                  </li>
                ))}
              </ol>
            )
          }
        </Loading>
      </section>
    </div>
  );
}
