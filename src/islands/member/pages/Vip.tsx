import { getVip } from '../../../lib/api/engagement.ts';
import { useText } from '../../../ui/text.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useLoad } from '../../../ui/useLoad.ts';

/** vip: the member's rank, the way to the next one over the operator's period, and every rank's benefits. */
export default function Vip() {
  const { t } = useText();
  const vip = useLoad(getVip);
  return (
    <Loading state={vip}>
      {({ level, name, periodDays, deposits, validBets, ranks }) => {
        const next = ranks.find((rank) => rank.level > level);
        return (
          <div className="mc-stack">
            <p>
              {t('center.vip.rank')} <strong data-vip-rank>{name || '—'}</strong> · {t('center.vip.period', { days: periodDays })}
            </p>
            <p>
              {t('center.vip.deposits')} <Money value={deposits} /> · {t('center.vip.validBets')} <Money value={validBets} />
            </p>
            {next && (
              <p>
                {t('center.vip.next', { name: next.name })}
                <br />
                <progress max={next.minDeposits || 1} value={Math.min(deposits, next.minDeposits || 1)} aria-label={t('center.vip.deposits')} />{' '}
                <Money value={deposits} /> / <Money value={next.minDeposits} />
                <br />
                <progress max={next.minValidBets || 1} value={Math.min(validBets, next.minValidBets || 1)} aria-label={t('center.vip.validBets')} />{' '}
                <Money value={validBets} /> / <Money value={next.minValidBets} />
              </p>
            )}
            <ul className="mc-list">
              {ranks.map((rank) => (
                <li key={rank.level} aria-current={rank.level === level ? 'true' : undefined}>
                  <strong>{rank.name}</strong> · {t('center.vip.deposits')} <Money value={rank.minDeposits} /> · {t('center.vip.validBets')}{' '}
                  <Money value={rank.minValidBets} />
                  {rank.rankUpReward > 0 && (
                    <>
                      {' '}
                      · {t('center.vip.reward')} <Money value={rank.rankUpReward} />
                    </>
                  )}
                  <br />
                  {rank.benefits}
                </li>
              ))}
            </ul>
          </div>
        );
      }}
    </Loading>
  );
}
