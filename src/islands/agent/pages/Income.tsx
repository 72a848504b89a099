import { useState } from 'react';
import { useRecordRange } from '../../../ui/useRecordRange.ts';
import { getIncome } from '../api.ts';
import { useAgentText } from '../i18n.tsx';
import { useText } from '../../../ui/text.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { DateFilter } from '../../../ui/DateFilter.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { RecordTable } from '../../../ui/RecordTable.tsx';
import { Time, ZoneNote } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';

const pageSize = 20;

/** agentRevenueReport: the agent's own income by kind for a period, and each movement of it. */
export default function Income() {
  const t = useAgentText();
  const { t: ct } = useText();
  const [range, setRange] = useRecordRange();
  const [page, setPage] = useState(1);
  const filter = { from: range.from, to: range.to, page, pageSize };
  const income = useLoad(() => getIncome(filter), JSON.stringify(filter));
  return (
    <div className="mc-stack">
      <DateFilter
        range={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      <Loading state={income}>
        {(result) => (
          <>
            <dl className="mc-figures">
              {result.byKind.map((row) => (
                <div key={row.kind}>
                  <dt>{ct(`record.type.${row.kind}`)}</dt>
                  <dd>
                    <Money value={row.amount} />
                  </dd>
                </div>
              ))}
              <div className="mc-figures__net">
                <dt>{t('agentCenter.income.total')}</dt>
                <dd>
                  <Money value={result.total} />
                </dd>
              </div>
            </dl>
            {result.items.length === 0 ? (
              <p className="mc-empty">{t('agentCenter.income.empty')}</p>
            ) : (
              <>
                <RecordTable
                  label={t('agentCenter.entry.agentRevenueReport')}
                  columns={[
                    <>
                      {ct('center.record.time')}
                      <ZoneNote />
                    </>,
                    ct('center.record.type'),
                    ct('center.record.amount'),
                    ct('center.record.remark'),
                  ]}
                >
                  {result.items.map((item) => (
                    <tr key={item.id}>
                      <td>
                        <Time iso={item.time} />
                      </td>
                      <td>{ct(`record.type.${item.type}`)}</td>
                      <td>
                        <Money value={item.amount} signed />
                      </td>
                      <td>{item.remark}</td>
                    </tr>
                  ))}
                </RecordTable>
                <Pager pageCount={pageCountOf(result.count, result.pageSize)} page={result.page} onPage={setPage} />
              </>
            )}
          </>
        )}
      </Loading>
    </div>
  );
}
