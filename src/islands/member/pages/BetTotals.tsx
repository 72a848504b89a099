import type { BetTotals as Totals } from '../../../contract/games.ts';
import { useText } from '../../../ui/text.tsx';
import { Money } from '../../../ui/Money.tsx';

/** The betting record's sums over every real-money bet the filters match, not just the page shown. */
export function BetTotals({ totals }: { totals: Totals }) {
  const { t } = useText();
  const figures = [
    ['center.profit.bets', totals.bet],
    ['center.profit.validBets', totals.validBet],
    ['center.profit.payouts', totals.payout],
  ] as const;
  return (
    <dl className="mc-figures" aria-label={t('center.bets.totals')}>
      <div>
        <dt>{t('center.bets.count')}</dt>
        <dd>{totals.count}</dd>
      </div>
      {figures.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>
            <Money value={value} />
          </dd>
        </div>
      ))}
      <div>
        <dt>{t('center.bets.winLoss')}</dt>
        <dd>
          <Money value={totals.winLoss} signed />
        </dd>
      </div>
    </dl>
  );
}
