import { useState } from 'react';
import { betResultKey } from '../../../contract/games.ts';
import { useRecordRange } from '../../../ui/useRecordRange.ts';
import { getTeamBets } from '../api.ts';
import { useAgentText } from '../i18n.tsx';
import { useText } from '../../../ui/text.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { DateFilter } from '../../../ui/DateFilter.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { RecordTable } from '../../../ui/RecordTable.tsx';
import { Time, ZoneNote } from '../../../ui/Time.tsx';
import { useLanes, vendorName } from '../../member/useLanes.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { MemberFilter } from './MemberFilter.tsx';

const pageSize = 20;

/** personalHistoryCopy for agents: the team's bets, with the totals of every bet the filters select. */
export default function TeamBets() {
  const t = useAgentText();
  const { t: ct } = useText();
  const lanes = useLanes();
  const [range, setRange] = useRecordRange();
  const [member, setMember] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const filter = { member, from: range.from, to: range.to, page, pageSize };
  const bets = useLoad(() => getTeamBets(filter), JSON.stringify(filter));
  return (
    <div className="mc-stack">
      <MemberFilter
        onChange={(next) => {
          setMember(next);
          setPage(1);
        }}
      />
      <DateFilter
        range={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      <Loading state={bets}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{ct('center.bets.empty')}</p>
          ) : (
            <>
              <dl className="mc-figures">
                <div>
                  <dt>{ct('center.bets.count')}</dt>
                  <dd>{result.totals.count}</dd>
                </div>
                <div>
                  <dt>{t('agentCenter.col.stake')}</dt>
                  <dd>
                    <Money value={result.totals.stake} />
                  </dd>
                </div>
                <div>
                  <dt>{t('agentCenter.overview.validBets')}</dt>
                  <dd>
                    <Money value={result.totals.validBet} />
                  </dd>
                </div>
                <div>
                  <dt>{t('agentCenter.overview.payouts')}</dt>
                  <dd>
                    <Money value={result.totals.payout} />
                  </dd>
                </div>
                <div className="mc-figures__net">
                  <dt>{t('agentCenter.col.net')}</dt>
                  <dd>
                    <Money value={result.totals.net} signed />
                  </dd>
                </div>
              </dl>
              <RecordTable
                label={t('agentCenter.entry.personalHistoryCopy')}
                columns={[
                  t('agentCenter.col.member'),
                  ct('center.bets.vendor'),
                  ct('center.bets.game'),
                  t('agentCenter.col.round'),
                  t('agentCenter.col.stake'),
                  t('agentCenter.overview.validBets'),
                  t('agentCenter.overview.payouts'),
                  t('agentCenter.col.net'),
                  ct('center.bets.status'),
                  <>
                    {ct('center.record.time')}
                    <ZoneNote />
                  </>,
                ]}
              >
                {result.items.map((bet) => (
                  <tr key={bet.id}>
                    <td>{bet.member}</td>
                    <td>{vendorName(lanes, bet.vendor)}</td>
                    <td>{bet.game}</td>
                    <td>{bet.round}</td>
                    <td>
                      <Money value={bet.stake} />
                    </td>
                    <td>
                      <Money value={bet.validBet} />
                    </td>
                    <td>
                      <Money value={bet.payout} />
                    </td>
                    <td>
                      <Money value={bet.net} signed />
                    </td>
                    <td>{ct(betResultKey({ status: bet.status, winLoss: bet.net }))}</td>
                    <td>
                      <Time iso={bet.time} />
                    </td>
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
