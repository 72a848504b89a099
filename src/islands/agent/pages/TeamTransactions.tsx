import { useState } from 'react';
import { transferKinds, type TransferKind } from '../../../contract/wallet.ts';
import { useRecordRange } from '../../../ui/useRecordRange.ts';
import { getTeamTransactions } from '../api.ts';
import { useAgentText } from '../i18n.tsx';
import { useText } from '../../../ui/text.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { DateFilter } from '../../../ui/DateFilter.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { RecordTable } from '../../../ui/RecordTable.tsx';
import { Time, ZoneNote } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { MemberFilter } from './MemberFilter.tsx';

const pageSize = 20;

/** agentDownlineTransactionDetailsCopy: the team's account records, whose each one is. */
export default function TeamTransactions() {
  const t = useAgentText();
  const { t: ct } = useText();
  const [range, setRange] = useRecordRange();
  const [member, setMember] = useState<string | undefined>();
  const [type, setType] = useState<TransferKind | ''>('');
  const [page, setPage] = useState(1);
  const filter = { member, type: type || undefined, from: range.from, to: range.to, page, pageSize };
  const records = useLoad(() => getTeamTransactions(filter), JSON.stringify(filter));
  return (
    <div className="mc-stack">
      <MemberFilter
        onChange={(next) => {
          setMember(next);
          setPage(1);
        }}
      />
      <div className="mc-filters">
        <Field label={ct('center.record.type')}>
          <select
            value={type}
            onChange={(event) => {
              setType(transferKinds.find((kind) => kind === event.target.value) ?? '');
              setPage(1);
            }}
          >
            <option value="">{ct('center.record.allTypes')}</option>
            {transferKinds.map((kind) => (
              <option key={kind} value={kind}>
                {ct(`record.type.${kind}`)}
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
      <Loading state={records}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{ct('center.record.empty')}</p>
          ) : (
            <>
              <RecordTable
                label={t('agentCenter.entry.agentDownlineTransactionDetailsCopy')}
                columns={[
                  <>
                    {ct('center.record.time')}
                    <ZoneNote />
                  </>,
                  t('agentCenter.col.member'),
                  ct('center.record.type'),
                  ct('center.record.amount'),
                  ct('center.record.balanceAfter'),
                  ct('center.record.remark'),
                ]}
              >
                {result.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Time iso={item.time} />
                    </td>
                    <td>{item.member}</td>
                    <td>{ct(`record.type.${item.type}`)}</td>
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
