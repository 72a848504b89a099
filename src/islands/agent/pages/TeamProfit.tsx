import { useState } from 'react';
import type { ProfitRow } from '../../../contract/agent.ts';
import { defaultRange, toDay, type DateRange } from '../../../lib/date-range.ts';
import { getTeamProfit } from '../api.ts';
import { useAgentText } from '../i18n.tsx';
import { useText } from '../../member/i18n.tsx';
import { DateFilter } from '../../member/ui/DateFilter.tsx';
import { Loading } from '../../member/ui/Loading.tsx';
import { Money } from '../../member/ui/Money.tsx';
import { RecordTable } from '../../member/ui/RecordTable.tsx';
import { useLoad } from '../../member/useLoad.ts';
import { TypeName } from './TypeName.tsx';

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

/** palStatementsAgentCopy: profit and loss of each direct downline, on its own and with its sub-team, and the team's total. */
export default function TeamProfit() {
  const t = useAgentText();
  const { t: ct } = useText();
  const [range, setRange] = useState<DateRange>(() => defaultRange(toDay(new Date())));
  const profit = useLoad(() => getTeamProfit(range), `${range.from}/${range.to}`);
  return (
    <div className="mc-stack">
      <DateFilter range={range} onChange={setRange} />
      <Loading state={profit}>
        {(result) =>
          result.direct.length === 0 ? (
            <p className="mc-empty">{t('agentCenter.downline.empty')}</p>
          ) : (
            <RecordTable
              label={t('agentCenter.entry.palStatementsAgentCopy')}
              columns={[t('agentCenter.col.member'), t('agentCenter.col.type'), t('agentCenter.profit.scope'), ...figures.map((figure) => ct(`center.profit.${figure}`))]}
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
                <Figures row={result.total} />
              </tr>
            </RecordTable>
          )
        }
      </Loading>
    </div>
  );
}
