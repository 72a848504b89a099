import { useState } from 'react';
import { contractKinds, contractOpsPaths, contractStatuses, type ContractItem, type ContractKind, type ContractStatus } from '../../../contract/contracts.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { endContract, getContracts, type ContractFilter } from './api.ts';
import { GrantForm } from './GrantForm.tsx';
import { useReasonedAction } from './useReasonedAction.ts';

const endable: readonly ContractStatus[] = ['P', 'E', 'V'];
const rateText = (tier: ContractItem['tiers'][number]) => (tier.rateType === 'P' ? `${Math.round(tier.rate * 1_000_000) / 10_000}%` : tier.rate.toFixed(2));

/** Contracts by status, kind and holder; a top agent's granted; a pending or valid one ended. */
export default function Contracts() {
  const t = useBackofficeText();
  const [filter, setFilter] = useState<ContractFilter>({});
  const [holder, setHolder] = useState('');
  const loaded = useLoad(() => getContracts(filter), JSON.stringify(filter));
  const end = useReasonedAction(async (row: ContractItem, reason: string) => {
    await endContract(row.id, reason);
    loaded.reload();
    return t('backoffice.contracts.ended', { id: row.id });
  });
  const columns: Column<ContractItem, never>[] = [
    { id: 'id', label: t('backoffice.contracts.id'), numeric: true, cell: (row) => row.id },
    { id: 'kind', label: t('backoffice.contracts.kind'), cell: (row) => t(`backoffice.contracts.kinds.${row.kind}`) },
    { id: 'status', label: t('backoffice.contracts.status'), cell: (row) => t(`backoffice.contracts.statuses.${row.status}`) },
    { id: 'holder', label: t('backoffice.contracts.holder'), cell: (row) => row.holder },
    { id: 'offerer', label: t('backoffice.contracts.offerer'), cell: (row) => row.offerer ?? t('backoffice.contracts.platform') },
    {
      id: 'tiers',
      label: t('backoffice.contracts.tiers'),
      cell: (row) => row.tiers.map((tier) => `${tier.minimumBet} / ${tier.activeMember} → ${rateText(tier)}`).join('; '),
    },
    { id: 'signed', label: t('backoffice.contracts.signedAt'), cell: (row) => (row.signedAt ? <Time iso={row.signedAt} /> : '—') },
    {
      id: 'actions',
      label: t('backoffice.queue.actions'),
      cell: (row) =>
        endable.includes(row.status) ? (
          <button type="button" className="btn btn--ghost" onClick={() => end.ask(row)}>
            {t('backoffice.contracts.endOf', { id: row.id })}
          </button>
        ) : (
          (row.endReason ?? '')
        ),
    },
  ];
  return (
    <>
      <GrantForm onGranted={loaded.reload} />
      <form
        className="bo-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...filter, holder: holder.trim() || undefined });
        }}
      >
        <Field label={t('backoffice.contracts.status')}>
          <select
            value={filter.status ?? ''}
            onChange={(event) => setFilter({ ...filter, status: (event.target.value || undefined) as ContractStatus | undefined })}
          >
            <option value="">{t('backoffice.contracts.any')}</option>
            {contractStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.contracts.statuses.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('backoffice.contracts.kind')}>
          <select value={filter.kind ?? ''} onChange={(event) => setFilter({ ...filter, kind: (event.target.value || undefined) as ContractKind | undefined })}>
            <option value="">{t('backoffice.contracts.any')}</option>
            {contractKinds.map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.contracts.kinds.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('backoffice.contracts.holder')}>
          <input type="search" autoComplete="off" spellCheck={false} value={holder} onChange={(event) => setHolder(event.target.value)} />
        </Field>
        <button type="submit" className="btn btn--primary">
          {t('backoffice.members.find')}
        </button>
      </form>
      <Loading state={loaded}>
        {(data) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={contractOpsPaths.contracts} query={{ ...filter }} />
            </div>
            <DataTable<ContractItem, never>
              label={t('backoffice.screen.contracts')}
              columns={columns}
              rows={data.items}
              rowKey={(row) => row.id}
              empty={t('backoffice.contracts.none')}
            />
          </>
        )}
      </Loading>
      {end.subject && (
        <ReasonDialog
          title={t('backoffice.contracts.endOf', { id: end.subject.id })}
          confirmLabel={t('backoffice.contracts.end')}
          pending={end.pending}
          onConfirm={end.confirm}
          onCancel={end.cancel}
        >
          <p>{t('backoffice.contracts.endHint', { username: end.subject.holder })}</p>
        </ReasonDialog>
      )}
    </>
  );
}
