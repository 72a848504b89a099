import { useId, useRef } from 'react';
import type { ContractItem } from '../../../../contract/contracts.ts';
import { RecordTable } from '../../../../ui/RecordTable.tsx';
import { useAgentText } from '../../i18n.tsx';
import { Rate } from './TierTable.tsx';

/** The game categories of the specification (SPEC §3), shown with translated labels. */
const categories = ['LIVE', 'RNG', 'CONS', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;

/** The contract agreement modal: the contract's rates per game category (one contract covers them all alike). */
export function Agreement({ contract }: { contract: ContractItem }) {
  const t = useAgentText();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const first = contract.tiers[0];
  const last = contract.tiers.at(-1);
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.showModal()}>
        {t('agentCenter.contracts.agreement.open')}
      </button>
      <dialog ref={dialog} className="dialog ac-agreement" aria-labelledby={titleId}>
        <h2 id={titleId} className="dialog__title">
          {t('agentCenter.contracts.agreement.title')}
        </h2>
        <p className="dialog__message">{t('agentCenter.contracts.agreement.note')}</p>
        <RecordTable
          label={t('agentCenter.contracts.agreement.title')}
          columns={[t('agentCenter.contracts.agreement.category'), t('agentCenter.contracts.agreement.rates')]}
        >
          {categories.map((category) => (
            <tr key={category}>
              <td>{t(`agentCenter.contracts.category.${category}`)}</td>
              <td>
                {first && <Rate tier={first} />}
                {last && last !== first && (
                  <>
                    {' – '}
                    <Rate tier={last} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </RecordTable>
        <form method="dialog" className="dialog__actions">
          <button className="btn btn--primary">{t('agentCenter.contracts.agreement.close')}</button>
        </form>
      </dialog>
    </>
  );
}
