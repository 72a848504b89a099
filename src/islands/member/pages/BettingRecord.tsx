import { useState } from 'react';
import type { CategoryId } from '../../../content/schemas.ts';
import { betResultKey, betResults, betStatusKey, type BetResult } from '../../../contract/games.ts';
import { useRecordRange } from '../../../ui/useRecordRange.ts';
import { getBets } from '../../../lib/api/member.ts';
import { useText } from '../../../ui/text.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { DateFilter } from '../../../ui/DateFilter.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { RecordTable } from '../../../ui/RecordTable.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Time, ZoneNote } from '../../../ui/Time.tsx';
import { useLanes, vendorName } from '../useLanes.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { NewRecordsHint, useNewRecords } from '../../../ui/NewRecords.tsx';
import { balanceMoves } from '../../../stores/record-changes.ts';
import { BetTotals } from './BetTotals.tsx';

const pageSize = 20;

/** personalHistoryCopy, the betting record: every bet with its payout, filtered, with totals. */
export default function BettingRecord() {
  const { t } = useText();
  const lanes = useLanes();
  const [category, setCategory] = useState<CategoryId | ''>('');
  const [vendor, setVendor] = useState('');
  const [status, setStatus] = useState<BetResult | ''>('');
  const [range, setRange] = useRecordRange();
  const [page, setPage] = useState(1);
  const filter = { category: category || undefined, vendor: vendor || undefined, status: status || undefined, from: range.from, to: range.to, page, pageSize };
  const bets = useLoad(() => getBets(filter), JSON.stringify(filter));
  const news = useNewRecords(balanceMoves);
  const vendors = lanes.filter((lane) => !category || lane.title === category).flatMap((lane) => lane.cards);
  const refilter = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <Field label={t('center.bets.category')}>
          <select value={category} onChange={(event) => refilter(() => (setCategory(event.target.value as CategoryId | ''), setVendor('')))}>
            <option value="">{t('center.bets.allCategories')}</option>
            {lanes.map((lane) => (
              <option key={lane.title} value={lane.title}>
                {lane.labelName}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('center.bets.vendor')}>
          <select value={vendor} onChange={(event) => refilter(() => setVendor(event.target.value))}>
            <option value="">{t('center.bets.allVendors')}</option>
            {vendors.map((card) => (
              <option key={card.id} value={card.id}>
                {card.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('center.bets.status')}>
          <select value={status} onChange={(event) => refilter(() => setStatus(event.target.value as BetResult | ''))}>
            <option value="">{t('center.bets.allStatuses')}</option>
            {betResults.map((option) => (
              <option key={option} value={option}>
                {t(betStatusKey(option))}
              </option>
            ))}
          </select>
        </Field>
        <DateFilter range={range} onChange={(next) => refilter(() => setRange(next))} />
      </div>
      <NewRecordsHint
        fresh={news.fresh}
        onShow={() => {
          news.seen();
          setPage(1);
          bets.reload();
        }}
      />
      <Loading state={bets}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{t('center.bets.empty')}</p>
          ) : (
            <>
              <BetTotals totals={result.totals} />
              <RecordTable
                label={t('member.entry.personalHistoryCopy')}
                columns={[
                  <>
                    {t('center.record.time')}
                    <ZoneNote />
                  </>,
                  t('center.bets.vendor'),
                  t('center.bets.game'),
                  t('center.profit.bets'),
                  t('center.profit.validBets'),
                  t('center.profit.payouts'),
                  t('center.bets.winLoss'),
                  t('center.bets.status'),
                ]}
              >
                {result.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Time iso={item.time} />
                    </td>
                    <td>{vendorName(lanes, item.vendor)}</td>
                    <td>
                      {item.game}
                      {item.playMoney && <span className="mc-tag">{t('center.bets.playMoney')}</span>}
                    </td>
                    <td>
                      <Money value={item.bet} />
                    </td>
                    <td>
                      <Money value={item.validBet} />
                    </td>
                    <td>
                      <Money value={item.payout} />
                    </td>
                    <td>{item.status === 'open' ? '—' : <Money value={item.winLoss} signed />}</td>
                    <td>{t(betResultKey(item))}</td>
                  </tr>
                ))}
              </RecordTable>
              <Pager pageCount={pageCountOf(result.total, result.pageSize)} page={result.page} onPage={setPage} />
            </>
          )
        }
      </Loading>
    </div>
  );
}
