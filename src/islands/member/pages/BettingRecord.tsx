import { defaultRange, toDay } from '../../../lib/date-range.ts';
import { getProfit } from '../api.ts';
import { useText } from '../i18n.tsx';
import { Loading } from '../ui/Loading.tsx';
import { Money } from '../ui/Money.tsx';
import { useLoad } from '../useLoad.ts';

/** personalHistoryCopy: the member's betting totals of the last 7 days, from the profit figures. */
export default function BettingRecord() {
  const { t } = useText();
  const profit = useLoad(() => getProfit(defaultRange(toDay(new Date()))));
  return (
    <Loading state={profit}>
      {(result) =>
        result.bets === 0 ? (
          <p className="mc-empty">{t('center.bets.none')}</p>
        ) : (
          <dl className="mc-figures">
            <div>
              <dt>{t('center.profit.bets')}</dt>
              <dd>
                <Money value={result.bets} />
              </dd>
            </div>
            <div>
              <dt>{t('center.profit.validBets')}</dt>
              <dd>
                <Money value={result.validBets} />
              </dd>
            </div>
            <div>
              <dt>{t('center.profit.payouts')}</dt>
              <dd>
                <Money value={result.payouts} />
              </dd>
            </div>
          </dl>
        )
      }
    </Loading>
  );
}
