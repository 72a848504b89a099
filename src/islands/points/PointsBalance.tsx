import { formatMoney } from '../../lib/format-money.ts';
import { useText } from '../../ui/text.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { getPointsBalance, getPointsConfig } from './api.ts';
import { formatPoints } from './format.ts';

/** The member's points and what they are worth: the operator's rate and minimum. */
export function PointsBalance({ round }: { round: number }) {
  const { t, locale } = useText();
  const balance = useLoad(getPointsBalance, String(round));
  const config = useLoad(getPointsConfig);
  return (
    <div className="pm-balance">
      <Loading state={balance}>
        {({ points }) => (
          <p>
            {t('points.mall.balance')} <strong data-testid="points-balance">{formatPoints(points, locale)}</strong>
          </p>
        )}
      </Loading>
      {config.data && (
        <p className="mc-field__hint">
          {t('points.mall.rate', {
            amount: `${config.data.currency.symbol}${formatMoney(config.data.conversion.amountPerPoint, locale)}`,
            points: formatPoints(config.data.conversion.minimumPoints, locale),
          })}
        </p>
      )}
    </div>
  );
}
