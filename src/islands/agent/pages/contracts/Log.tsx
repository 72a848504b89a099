import { readContractActor, readContractNote } from '../../../../contract/contract-notes.ts';
import type { ContractItem } from '../../../../contract/contracts.ts';
import { Time } from '../../../../ui/Time.tsx';
import { useAgentText } from '../../i18n.tsx';

type Event = ContractItem['history'][number];

/** An event's actor and note in the reader's language; an operator's own reason stays as written. */
function useEventWords(): (event: Event) => { actor: string; note: string } {
  const t = useAgentText();
  return (event) => {
    const actor = readContractActor(event.actor);
    const platformNote = readContractNote(event.note);
    return {
      actor: actor.kind === 'agent' ? actor.name : t(`agentCenter.contracts.actor.${actor.kind}`),
      note: platformNote ? t(`agentCenter.contracts.note.${platformNote.key}`, { id: platformNote.id }) : event.note,
    };
  };
}

/** What happened to each of my contracts of the kind, including those ended for me (the higher-rate rule names the contract that ended them). */
export function ContractLog({ items }: { items: readonly ContractItem[] }) {
  const t = useAgentText();
  const words = useEventWords();
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
                {item.history.map((event, index) => {
                  const { actor, note } = words(event);
                  return (
                    <li key={index}>
                      <Time iso={event.at} /> · {t(`agentCenter.contracts.event.${event.action}`)} · {actor}
                      {note ? ` · ${note}` : ''}
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
