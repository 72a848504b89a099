import { useState } from 'react';
import { agentDeskPaths, type SettlementRun } from '../../../contract/agent-desk.ts';
import { contractKinds, type ContractKind, type OpsSettlement } from '../../../contract/contracts.ts';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ExportCsv } from '../../../ui/ExportCsv.tsx';
import { Field } from '../../../ui/Field.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { useBackofficeText } from '../i18n.tsx';
import { getSettlementPayments, getSettlementRuns, previewSettlement, runSettlement } from './api.ts';
import { SettlementTable } from './SettlementTable.tsx';
import { useReasonedAction } from './useReasonedAction.ts';

function Payments({ run }: { run: SettlementRun }) {
  const t = useBackofficeText();
  const loaded = useLoad(() => getSettlementPayments(run.kind, run.from), `${run.kind}:${run.from}`);
  const label = t('backoffice.settlements.paymentsOf', { kind: t(`backoffice.contracts.kinds.${run.kind}`), period: run.period });
  return (
    <section className="bo-section" aria-label={label}>
      <h2>{label}</h2>
      <Loading state={loaded}>
        {(data) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={agentDeskPaths.settlementPayments} query={{ kind: run.kind, from: run.from }} list={label} />
            </div>
            <SettlementTable label={label} rows={data.items} />
            <p>
              {t('backoffice.settlements.total')} <Money value={data.total} />
            </p>
          </>
        )}
      </Loading>
    </section>
  );
}

function Runs({ round }: { round: number }) {
  const t = useBackofficeText();
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SettlementRun | null>(null);
  const loaded = useLoad(() => getSettlementRuns(kind, page), `${kind}:${page}:${round}`);
  const columns: Column<SettlementRun, never>[] = [
    { id: 'kind', label: t('backoffice.contracts.kind'), cell: (row) => t(`backoffice.contracts.kinds.${row.kind}`) },
    { id: 'period', label: t('backoffice.settlements.period'), cell: (row) => row.period },
    { id: 'contracts', label: t('backoffice.settlements.contracts'), numeric: true, cell: (row) => row.contracts },
    { id: 'paid', label: t('backoffice.settlements.paid'), numeric: true, cell: (row) => <Money value={row.paid} /> },
    { id: 'finished', label: t('backoffice.settlements.finishedAt'), cell: (row) => <Time iso={row.finishedAt} /> },
    {
      id: 'open',
      label: t('backoffice.queue.actions'),
      cell: (row) => (
        <button type="button" className="btn btn--ghost" onClick={() => setOpen(row)}>
          {t('backoffice.settlements.paymentsOf', { kind: t(`backoffice.contracts.kinds.${row.kind}`), period: row.period })}
        </button>
      ),
    },
  ];
  return (
    <section className="bo-section" aria-labelledby="bo-runs-title">
      <h2 id="bo-runs-title">{t('backoffice.settlements.runs')}</h2>
      <Field label={t('backoffice.contracts.kind')}>
        <select
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as ContractKind | '');
            setPage(1);
          }}
        >
          <option value="">{t('backoffice.contracts.any')}</option>
          {contractKinds.map((value) => (
            <option key={value} value={value}>
              {t(`backoffice.contracts.kinds.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Loading state={loaded}>
        {(data) => (
          <>
            <div className="bo-actions">
              <ExportCsv path={agentDeskPaths.settlementRuns} query={{ kind, page }} list={t('backoffice.settlements.runs')} />
            </div>
            <DataTable<SettlementRun, never>
              label={t('backoffice.settlements.runs')}
              columns={columns}
              rows={data.items}
              rowKey={(row) => `${row.kind}:${row.from}`}
              empty={t('backoffice.settlements.noRuns')}
            />
            <Pager pageCount={Math.ceil(data.total / data.pageSize)} page={page} onPage={setPage} />
          </>
        )}
      </Loading>
      {open && <Payments key={`${open.kind}:${open.from}`} run={open} />}
    </section>
  );
}

/**
 * Settlements: a period of a kind previewed with each contract's figures and pay-out, then run (a
 * period already settled pays nothing again), and the runs made with what each paid whom.
 */
export default function Settlements() {
  const t = useBackofficeText();
  const { t: kit } = useText();
  const [kind, setKind] = useState<ContractKind>('daily');
  const [period, setPeriod] = useState('');
  const [shown, setShown] = useState<OpsSettlement | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [round, setRound] = useState(0);
  const run = useReasonedAction(async (asked: OpsSettlement, reason: string) => {
    const done = await runSettlement(asked.kind, asked.period, reason);
    setShown(done);
    setRound((value) => value + 1);
    return t(done.ran ? 'backoffice.settlements.ran' : 'backoffice.settlements.alreadySettled', { period: done.period });
  });
  const preview = async () => {
    setPreviewing(true);
    try {
      setShown(await previewSettlement(kind, period.trim()));
    } catch (error) {
      toast('error', failureMessage(asFailure(error), kit));
    } finally {
      setPreviewing(false);
    }
  };
  const label = shown && t(shown.ran || shown.alreadySettled ? 'backoffice.settlements.result' : 'backoffice.settlements.preview', { period: shown.period });
  return (
    <>
      <form
        className="bo-search"
        onSubmit={(event) => {
          event.preventDefault();
          void preview();
        }}
      >
        <Field label={t('backoffice.contracts.kind')}>
          <select value={kind} onChange={(event) => setKind(event.target.value as ContractKind)}>
            {contractKinds.map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.contracts.kinds.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('backoffice.settlements.period')} hint={t('backoffice.settlements.periodHint')}>
          <input autoComplete="off" spellCheck={false} value={period} onChange={(event) => setPeriod(event.target.value)} />
        </Field>
        <button type="submit" className="btn btn--primary" disabled={previewing}>
          {t('backoffice.settlements.previewIt')}
        </button>
      </form>
      {shown && label && (
        <section className="bo-section" aria-label={label}>
          <h2>{label}</h2>
          <p className="bo-muted">
            <Time iso={shown.from} /> – <Time iso={shown.to} />
          </p>
          {shown.alreadySettled && (
            <p className="mc-notice" role="status">
              {t('backoffice.settlements.alreadySettled', { period: shown.period })}
            </p>
          )}
          <SettlementTable label={label} rows={shown.items} />
          <p>
            {t('backoffice.settlements.total')} <Money value={shown.total} />
          </p>
          {!shown.ran && !shown.alreadySettled && (
            <div className="bo-actions">
              <button type="button" className="btn btn--primary" onClick={() => run.ask(shown)}>
                {t('backoffice.settlements.runIt', { period: shown.period })}
              </button>
            </div>
          )}
        </section>
      )}
      <Runs round={round} />
      {run.subject && (
        <ReasonDialog
          title={t('backoffice.settlements.runIt', { period: run.subject.period })}
          confirmLabel={t('backoffice.settlements.run')}
          pending={run.pending}
          onConfirm={run.confirm}
          onCancel={run.cancel}
        >
          <p>{t('backoffice.settlements.runHint', { count: run.subject.items.length })}</p>
        </ReasonDialog>
      )}
    </>
  );
}
