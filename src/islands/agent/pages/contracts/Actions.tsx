import { useContext, useId, useRef, type ReactNode } from 'react';
import type { ContractAction, ContractItem } from '../../../../contract/contracts.ts';
import { Notice } from '../../../../ui/Notice.tsx';
import { useAction } from '../../../../ui/useAction.ts';
import { processContract } from '../../api.ts';
import { ConsolidatedReloadContext, useAgentText, type AgentKey } from '../../i18n.tsx';

interface Button {
  action: ContractAction;
  label: AgentKey;
}

/**
 * The buttons of one contract. Signing an offer marked downlineHigherRate 'Y' first asks (SPEC §5,
 * higher_rate) and goes on only on confirm. After any action the consolidated answer reloads.
 */
export function ContractActions({ item, buttons, onDone }: { item: ContractItem; buttons: Button[]; onDone: () => void }) {
  const t = useAgentText();
  const reloadConsolidated = useContext(ConsolidatedReloadContext);
  const action = useAction();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  async function send(status: ContractAction, confirmHigherRate = false) {
    dialog.current?.close();
    const done = await action.run({ id: item.id, status, confirmHigherRate }, () => processContract(item.kind, item.id, status, confirmHigherRate));
    if (done) {
      reloadConsolidated();
      onDone();
    }
  }
  const warns = (status: ContractAction) => status === 'A' && item.downlineHigherRate === 'Y' && (item.status === 'P' || item.status === 'E');

  return (
    <div className="ac-contract__actions">
      {buttons.map((button) => (
        <button
          key={button.action + button.label}
          type="button"
          className={button.action === 'A' && button.label === 'agentCenter.contracts.action.sign' ? 'btn btn--primary' : 'btn btn--ghost'}
          disabled={action.pending}
          onClick={() => (warns(button.action) ? dialog.current?.showModal() : void send(button.action))}
        >
          {t(button.label)}
        </button>
      ))}
      <Notice kind="error">{action.message}</Notice>
      <dialog ref={dialog} className="dialog" aria-labelledby={titleId}>
        <p id={titleId} className="dialog__message">
          {t('higher_rate')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()}>
            {t('agentCenter.contracts.action.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void send('A', true)}>
            {t('agentCenter.contracts.action.confirm')}
          </button>
        </div>
      </dialog>
    </div>
  );
}

export function Waiting({ children }: { children: ReactNode }) {
  return <p className="mc-notice mc-notice--info">{children}</p>;
}
