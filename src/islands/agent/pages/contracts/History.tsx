import { useState } from 'react';
import type { ContractKind } from '../../../../contract/contracts.ts';
import { pageCountOf } from '../../../../ui/pagination.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { Money } from '../../../../ui/Money.tsx';
import { Pager } from '../../../../ui/Pager.tsx';
import { RecordTable } from '../../../../ui/RecordTable.tsx';
import { useLoad } from '../../../../ui/useLoad.ts';
import { getSettlements } from '../../api.ts';
import { useAgentText } from '../../i18n.tsx';
import { Rate } from './TierTable.tsx';

/** What each settled period paid, with the figures it was computed from (GET /wps/agent/settlements). */
export function SettlementHistory({ kind, version }: { kind: ContractKind; version: number }) {
  const t = useAgentText();
  const [page, setPage] = useState(1);
  const history = useLoad(() => getSettlements(kind, page), `${kind}/${page}/${version}`);
  return (
    <section className="mc-stack" aria-labelledby={`history-${kind}`}>
      <h3 id={`history-${kind}`}>{t('agentCenter.contracts.history.title')}</h3>
      <Loading state={history}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{t('agentCenter.contracts.history.none')}</p>
          ) : (
            <>
              <p>{t('agentCenter.contracts.history.total', { amount: result.paid.toFixed(2) })}</p>
              <RecordTable
                label={t('agentCenter.contracts.history.title')}
                columns={[
                  t('agentCenter.contracts.col.period'),
                  t('agentCenter.contracts.col.validBet'),
                  t('agentCenter.contracts.col.profit'),
                  t('agentCenter.contracts.col.activeMember'),
                  t('agentCenter.contracts.col.rate'),
                  t('agentCenter.contracts.col.gross'),
                  t('agentCenter.contracts.col.downline'),
                  t('agentCenter.contracts.col.paid'),
                ]}
              >
                {result.items.map((item) => (
                  <tr key={`${item.contractId}-${item.kind}-${item.from}`}>
                    <td>
                      {item.kind === 'realtime'
                        ? t('agentCenter.contracts.history.window', { period: item.period.replace('T', ' ') })
                        : item.period.replace('T', ' ')}
                    </td>
                    <td>
                      <Money value={item.figures.validBet} />
                    </td>
                    <td>
                      <Money value={-item.figures.netLoss} signed />
                    </td>
                    <td>{item.figures.activeMembers}</td>
                    <td>
                      {item.figures.rateType && item.figures.rate !== null ? <Rate tier={{ rateType: item.figures.rateType, rate: item.figures.rate }} /> : '–'}
                    </td>
                    <td>
                      <Money value={item.figures.gross} />
                    </td>
                    <td>
                      <Money value={item.figures.downline} />
                    </td>
                    <td>
                      <Money value={item.amount} />
                    </td>
                  </tr>
                ))}
              </RecordTable>
              <Pager pageCount={pageCountOf(result.total, result.pageSize)} page={result.page} onPage={setPage} />
            </>
          )
        }
      </Loading>
    </section>
  );
}
