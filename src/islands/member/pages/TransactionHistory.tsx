import { useState } from 'react';
import { transferKinds, type TransferKind } from '../../../contract/wallet.ts';
import { useRecordRange } from '../../../ui/useRecordRange.ts';
import { getRecords } from '../../../lib/api/member.ts';
import { useText } from '../../../ui/text.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { DateFilter } from '../../../ui/DateFilter.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { RecordTable } from '../../../ui/RecordTable.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Time, ZoneNote } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { NewRecordsHint, useNewRecords } from '../../../ui/NewRecords.tsx';
import { balanceMoves } from '../../../stores/record-changes.ts';

const pageSize = 20;

/** transactionHistory, the account record: every movement with the balance after it. */
export default function TransactionHistory() {
  const { t } = useText();
  const [type, setType] = useState<TransferKind | ''>('');
  const [range, setRange] = useRecordRange();
  const [page, setPage] = useState(1);
  const filter = { type: type || undefined, from: range.from, to: range.to, page, pageSize };
  const records = useLoad(() => getRecords(filter), JSON.stringify(filter));
  const news = useNewRecords(balanceMoves);

  return (
    <div className="mc-stack">
      <div className="mc-filters">
        <Field label={t('center.record.type')}>
          <select
            value={type}
            onChange={(event) => {
              setType(event.target.value as TransferKind | '');
              setPage(1);
            }}
          >
            <option value="">{t('center.record.allTypes')}</option>
            {transferKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`record.type.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <DateFilter
          range={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      <NewRecordsHint
        fresh={news.fresh}
        onShow={() => {
          news.seen();
          setPage(1);
          records.reload();
        }}
      />
      <Loading state={records}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{t('center.record.empty')}</p>
          ) : (
            <>
              <RecordTable
                label={t('member.entry.transactionHistory')}
                columns={[
                  <>
                    {t('center.record.time')}
                    <ZoneNote />
                  </>,
                  t('center.record.type'),
                  t('center.record.amount'),
                  t('center.record.balanceAfter'),
                  t('center.record.remark'),
                ]}
              >
                {result.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Time iso={item.time} />
                    </td>
                    <td>{t(`record.type.${item.type}`)}</td>
                    <td>
                      <Money value={item.amount} signed />
                    </td>
                    <td>
                      <Money value={item.balanceAfter} />
                    </td>
                    <td>{item.remark}</td>
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
