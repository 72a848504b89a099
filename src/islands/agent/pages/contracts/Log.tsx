import type { ContractItem } from '../../../../contract/contracts.ts';
import { Time } from '../../../../ui/Time.tsx';
import { useAgentText } from '../../i18n.tsx';

/** What happened to each of my contracts of the kind, including those ended for me (the higher-rate rule names the contract that ended them). */
export function ContractLog({ items }: { items: readonly ContractItem[] }) {
  const t = useAgentText();
  return (
    <section className="mc-stack" aria-labelledby="ac-log">
      <h3 id="ac-log">{t('agentCenter.contracts.log.title')}</h3>
      {items.length === 0 ? (
        <p className="mc-empty">{t('agentCenter.contracts.log.none')}</p>
      ) : (
        <ul className="ac-contract-list">
          {items.map((item) => (
            <li key={item.id} className="ac-contract">
              <p>
                <strong>{t('agentCenter.contracts.log.contract', { id: item.id, status: t(`agentCenter.contracts.status.${item.status}`) })}</strong>
              </p>
              <ol>
                {item.history.map((event, index) => (
                  <li key={index}>
                    <Time iso={event.at} /> · {t(`agentCenter.contracts.event.${event.action}`)} · {event.actor}
                    {event.note ? ` · ${event.note}` : ''}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
