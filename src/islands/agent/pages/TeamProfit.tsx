import { useState } from 'react';
import type { ProfitRow } from '../../../contract/agent.ts';
import { useRecordRange } from '../../../ui/useRecordRange.ts';
import { getTeamProfit } from '../api.ts';
import { useAgentText } from '../i18n.tsx';
import { useText } from '../../../ui/text.tsx';
import { DateFilter } from '../../../ui/DateFilter.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { RecordTable } from '../../../ui/RecordTable.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { pageCountOf } from '../../../ui/pagination.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { TypeName } from './TypeName.tsx';

const pageSize = 20;

const figures = ['deposits', 'withdrawals', 'bets', 'validBets', 'payouts', 'bonuses', 'net'] as const satisfies ReadonlyArray<keyof ProfitRow>;

function Figures({ row }: { row: Omit<ProfitRow, 'id' | 'username' | 'type'> }) {
  return (
    <>
      {figures.map((figure) => (
        <td key={figure}>
          <Money value={row[figure]} signed={figure === 'net'} />
        </td>
      ))}
    </>
  );
}

/** palStatementsAgentCopy: profit and loss of each direct downline (a page at a time), on its own and with its sub-team, and the whole team's total. */
export default function TeamProfit() {
  const t = useAgentText();
  const { t: ct } = useText();
  const [range, setRange] = useRecordRange();
  const [page, setPage] = useState(1);
  const filter = { from: range.from, to: range.to, page, pageSize };
  const profit = useLoad(() => getTeamProfit(filter), JSON.stringify(filter));
  return (
    <div className="mc-stack">
      <DateFilter
        range={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      <Loading state={profit}>
        {(result) =>
          result.direct.length === 0 ? (
            <p className="mc-empty">{t('agentCenter.downline.empty')}</p>
          ) : (
            <>
              <RecordTable
                label={t('agentCenter.entry.palStatementsAgentCopy')}
                columns={[
                  t('agentCenter.col.member'),
                  t('agentCenter.col.type'),
                  t('agentCenter.profit.scope'),
                  ...figures.map((figure) => ct(`center.profit.${figure}`)),
                ]}
              >
                {result.direct.flatMap(({ own, team }) => [
                  <tr key={`${own.id}-own`}>
                    <td>{own.username}</td>
                    <td>
                      <TypeName type={own.type} />
                    </td>
                    <td>{t('agentCenter.profit.own')}</td>
                    <Figures row={own} />
                  </tr>,
                  ...(own.type === 0
                    ? []
                    : [
                        <tr key={`${own.id}-team`}>
                          <td>{own.username}</td>
                          <td>
                            <TypeName type={own.type} />
                          </td>
                          <td>{t('agentCenter.profit.team')}</td>
                          <Figures row={team} />
                        </tr>,
                      ]),
                ])}
                <tr className="ac-total">
                  <th scope="row" colSpan={3}>
                    {t('agentCenter.profit.total')}
                  </th>
                  <Figures row={result.teamTotal} />
                </tr>
              </RecordTable>
              <Pager pageCount={pageCountOf(result.total, result.pageSize)} page={result.page} onPage={setPage} />
            </>
          )
        }
      </Loading>
    </div>
  );
}
