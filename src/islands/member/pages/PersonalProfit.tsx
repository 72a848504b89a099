import type { Profit } from '../../../contract/wallet.ts';
import { useRecordRange } from '../../../ui/useRecordRange.ts';
import { getProfit } from '../../../lib/api/member.ts';
import { useText } from '../../../ui/text.tsx';
import { DateFilter } from '../../../ui/DateFilter.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { useLoad } from '../../../ui/useLoad.ts';

const figures = ['bets', 'validBets', 'payouts', 'bonuses', 'deposits', 'withdrawals', 'net'] as const satisfies ReadonlyArray<keyof Profit>;

/** personalProfit: the member's figures for a chosen period. */
export default function PersonalProfit() {
  const { t } = useText();
  const [range, setRange] = useRecordRange();
  const profit = useLoad(() => getProfit(range), `${range.from}/${range.to}`);
  return (
    <div className="mc-stack">
      <DateFilter range={range} onChange={setRange} />
      <Loading state={profit}>
        {(result) => (
          <dl className="mc-figures">
            {figures.map((figure) => (
              <div key={figure} className={figure === 'net' ? 'mc-figures__net' : undefined}>
                <dt>{t(`center.profit.${figure}`)}</dt>
                <dd>
                  <Money value={result[figure]} signed={figure === 'net'} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Loading>
    </div>
  );
}
