import { useState } from 'react';
import type { ContractItem, HeldKind } from '../../../contract/contracts.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { RecordTable } from '../../../ui/RecordTable.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { getContracts } from '../api.ts';
import { useAgentText, type AgentKey } from '../i18n.tsx';
import { ContractActions, Waiting } from './contracts/Actions.tsx';
import { Agreement } from './contracts/Agreement.tsx';
import { SettlementHistory } from './contracts/History.tsx';
import { ContractLog } from './contracts/Log.tsx';
import { OfferForm } from './contracts/OfferForm.tsx';
import { Standing } from './contracts/Standing.tsx';
import { Rate, TierTable } from './contracts/TierTable.tsx';

/** Confirming the other side's termination: C, except on hourly contracts, where it is R (SPEC §4). */
const confirmEnd = (item: ContractItem) => (item.kind === 'hourly' ? 'R' : 'C');
const isRequest = (item: ContractItem) => item.status === 'P' || item.status === 'E' || (item.status === 'V' && item.terminationBy === 'offerer');

function RequestItem({ item, onDone }: { item: ContractItem; onDone: () => void }) {
  const t = useAgentText();
  const name = item.offerer ?? t('agentCenter.contracts.platform');
  const heading: AgentKey =
    item.status === 'V'
      ? 'agentCenter.contracts.request.terminate'
      : item.status === 'E'
        ? 'agentCenter.contracts.request.reoffer'
        : 'agentCenter.contracts.request.new';
  return (
    <li className="ac-contract">
      <p>
        <strong>{t(heading, { name })}</strong> · {t(`agentCenter.contracts.status.${item.status}`)}
      </p>
      {item.downlineHigherRate === 'Y' && item.status !== 'V' && <p className="mc-notice mc-notice--error">{t('agentCenter.contracts.higherBadge')}</p>}
      <TierTable kind={item.kind} tiers={item.tiers} label={t(heading, { name })} />
      <ContractActions
        item={item}
        onDone={onDone}
        buttons={
          item.status === 'V'
            ? [
                { action: confirmEnd(item), label: 'agentCenter.contracts.action.confirmEnd' },
                { action: 'A', label: 'agentCenter.contracts.action.keep' },
              ]
            : [
                { action: 'A', label: 'agentCenter.contracts.action.sign' },
                { action: 'R', label: 'agentCenter.contracts.action.reject' },
              ]
        }
      />
    </li>
  );
}

function MyContract({ item, onDone }: { item: ContractItem; onDone: () => void }) {
  const t = useAgentText();
  return (
    <div className="mc-stack">
      <p>{item.offerer ? t('agentCenter.contracts.offeredBy', { name: item.offerer }) : t('agentCenter.contracts.platform')}</p>
      <TierTable kind={item.kind} tiers={item.tiers} label={t('agentCenter.contracts.mine')} />
      {item.standing && <Standing contract={item} standing={item.standing} />}
      <Agreement contract={item} />
      {item.offerer !== null && item.terminationBy === null && (
        <ContractActions item={item} onDone={onDone} buttons={[{ action: 'C', label: 'agentCenter.contracts.action.terminate' }]} />
      )}
      {item.terminationBy === 'holder' && (
        <>
          <Waiting>{t('agentCenter.contracts.terminationAsked')}</Waiting>
          <ContractActions item={item} onDone={onDone} buttons={[{ action: 'A', label: 'agentCenter.contracts.action.withdraw' }]} />
        </>
      )}
    </div>
  );
}

/** The contracts I offered my downline, with what I may do about each. */
function Given({ items, onDone }: { items: ContractItem[]; onDone: () => void }) {
  const t = useAgentText();
  const standing = items.filter((item) => item.status === 'P' || item.status === 'E' || item.status === 'V');
  return (
    <section className="mc-stack" aria-labelledby="ac-given">
      <h3 id="ac-given">{t('agentCenter.contracts.given.title')}</h3>
      {standing.length === 0 ? (
        <p className="mc-empty">{t('agentCenter.contracts.given.none')}</p>
      ) : (
        <RecordTable
          label={t('agentCenter.contracts.given.title')}
          columns={[t('agentCenter.contracts.col.holder'), t('agentCenter.contracts.col.status'), t('agentCenter.contracts.col.terms'), '']}
        >
          {standing.map((item) => (
            <tr key={item.id}>
              <td>{item.holder}</td>
              <td>{t(`agentCenter.contracts.status.${item.status}`)}</td>
              <td>
                {item.tiers.map((tier, index) => (
                  <span key={index} className="ac-contract__rate">
                    <Rate tier={tier} />
                  </span>
                ))}
              </td>
              <td>
                {item.status !== 'V' ? (
                  <ContractActions item={item} onDone={onDone} buttons={[{ action: 'R', label: 'agentCenter.contracts.action.withdraw' }]} />
                ) : item.terminationBy === 'holder' ? (
                  <ContractActions
                    item={item}
                    onDone={onDone}
                    buttons={[
                      { action: confirmEnd(item), label: 'agentCenter.contracts.action.confirmEnd' },
                      { action: 'A', label: 'agentCenter.contracts.action.keep' },
                    ]}
                  />
                ) : item.terminationBy === 'offerer' ? (
                  <Waiting>{t('agentCenter.contracts.terminationAsked')}</Waiting>
                ) : (
                  <ContractActions item={item} onDone={onDone} buttons={[{ action: 'C', label: 'agentCenter.contracts.action.terminate' }]} />
                )}
              </td>
            </tr>
          ))}
        </RecordTable>
      )}
    </section>
  );
}

/**
 * One contract page of the agent center (dividend record, daily wages, daily salary, hourly salary):
 * my contract, what waits for my answer, the offer form for my direct downline, the contracts I gave,
 * and the settlement history.
 */
export default function Contracts({ kind }: { kind: HeldKind }) {
  const t = useAgentText();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((current) => current + 1);
  const mine = useLoad(() => getContracts('mine', kind), `mine/${kind}/${version}`);
  const given = useLoad(() => getContracts('downline', kind), `downline/${kind}/${version}`);
  return (
    <div className="mc-stack ac-contracts">
      <p className="ac-contracts__kind">{t(`agentCenter.contracts.title.${kind}`)}</p>
      <Loading state={mine}>
        {(result) => {
          const own = result.items.find((item) => item.status === 'V');
          const requests = result.items.filter(isRequest);
          return (
            <>
              <section className="mc-stack" aria-labelledby="ac-mine">
                <h3 id="ac-mine">{t('agentCenter.contracts.mine')}</h3>
                {own ? <MyContract item={own} onDone={reload} /> : <p className="mc-empty">{t('agentCenter.contracts.none')}</p>}
              </section>
              <section className="mc-stack" aria-labelledby="ac-requests">
                <h3 id="ac-requests">{t('agentCenter.contracts.requests')}</h3>
                {requests.length === 0 ? (
                  <p className="mc-empty">{t('agentCenter.contracts.noRequests')}</p>
                ) : (
                  <ul className="ac-contract-list">
                    {requests.map((item) => (
                      <RequestItem key={item.id} item={item} onDone={reload} />
                    ))}
                  </ul>
                )}
              </section>
              {own ? <OfferForm kind={kind} own={own.tiers} onSent={reload} /> : <p className="mc-empty">{t('agentCenter.contracts.offer.needOwn')}</p>}
              <ContractLog items={result.items} />
            </>
          );
        }}
      </Loading>
      <Loading state={given}>{(result) => <Given items={result.items} onDone={reload} />}</Loading>
      <SettlementHistory kind={kind} version={version} />
    </div>
  );
}
