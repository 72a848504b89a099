import { useId, useRef } from 'react';
import { rateIn } from '../../../../contract/contract-terms.ts';
import { contractCategories, type ContractItem } from '../../../../contract/contracts.ts';
import { RecordTable } from '../../../../ui/RecordTable.tsx';
import { useAgentText } from '../../i18n.tsx';
import { Rate } from './TierTable.tsx';

/**
 * The contract agreement modal: each game category of the specification (SPEC §3) with its own rates
 * from the lowest tier to the highest, as the contract holds them (a category it does not name earns
 * the tier's rate).
 */
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
          {contractCategories.map((category) => (
            <tr key={category}>
              <td>{t(`agentCenter.contracts.category.${category}`)}</td>
              <td>
                {first && <Rate tier={{ rateType: first.rateType, rate: rateIn(first, category) }} />}
                {last && last !== first && (
                  <>
                    {' – '}
                    <Rate tier={{ rateType: last.rateType, rate: rateIn(last, category) }} />
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
