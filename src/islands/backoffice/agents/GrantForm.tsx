import { useState } from 'react';
import { heldKinds, rateTypes, type HeldKind, type RateType, type Tier } from '../../../contract/contracts.ts';
import { Field } from '../../../ui/Field.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useBackofficeText } from '../i18n.tsx';
import { grantContract } from './api.ts';
import { useReasonedAction } from './useReasonedAction.ts';

/** A tier as typed: a percentage rate is typed times 100, as the agent center shows it. */
interface TierRow {
  minimumBet: string;
  netLoss: string;
  activeMember: string;
  rateType: RateType;
  rate: string;
}
const blankRow: TierRow = { minimumBet: '0', netLoss: '0', activeMember: '0', rateType: 'P', rate: '' };

const tierOf = (kind: HeldKind, row: TierRow): Tier => ({
  minimumBet: Number(row.minimumBet),
  netLoss: kind === 'dividend' ? Number(row.netLoss) : 0,
  activeMember: Number(row.activeMember),
  rateType: kind === 'dividend' ? 'P' : row.rateType,
  // A fraction of at most 4 decimals from a percentage of at most 2.
  rate: (kind === 'dividend' ? 'P' : row.rateType) === 'P' ? Math.round(Number(row.rate) * 100) / 10_000 : Number(row.rate),
});

/** The platform's contract with a top agent, valid at once; it replaces the agent's valid one of the kind. */
export function GrantForm({ onGranted }: { onGranted: () => void }) {
  const t = useBackofficeText();
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<HeldKind>('daily');
  const [rows, setRows] = useState<TierRow[]>([blankRow]);
  const grant = useReasonedAction(async (tiers: Tier[], reason: string) => {
    const { id } = await grantContract(username.trim(), kind, tiers, reason);
    onGranted();
    return t('backoffice.contracts.granted', { id, username: username.trim() });
  });
  const change = (index: number, part: Partial<TierRow>) => setRows(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  return (
    <form
      className="bo-section"
      aria-labelledby="bo-grant-title"
      onSubmit={(event) => {
        event.preventDefault();
        grant.ask(rows.map((row) => tierOf(kind, row)));
      }}
    >
      <h2 id="bo-grant-title">{t('backoffice.contracts.grant')}</h2>
      <div className="bo-search">
        <Field label={t('backoffice.contracts.holder')}>
          <input autoComplete="off" spellCheck={false} value={username} onChange={(event) => setUsername(event.target.value)} />
        </Field>
        <Field label={t('backoffice.contracts.kind')}>
          <select value={kind} onChange={(event) => setKind(event.target.value as HeldKind)}>
            {heldKinds.map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.contracts.kinds.${value}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {rows.map((row, index) => (
        <fieldset key={index} className="bo-search">
          <legend>{t('backoffice.contracts.tier', { n: index + 1 })}</legend>
          <Field label={t('backoffice.contracts.minimumBet')}>
            <input inputMode="decimal" value={row.minimumBet} onChange={(event) => change(index, { minimumBet: event.target.value })} />
          </Field>
          {kind === 'dividend' && (
            <Field label={t('backoffice.contracts.netLoss')}>
              <input inputMode="decimal" value={row.netLoss} onChange={(event) => change(index, { netLoss: event.target.value })} />
            </Field>
          )}
          <Field label={t('backoffice.contracts.activeMembers')}>
            <input inputMode="numeric" value={row.activeMember} onChange={(event) => change(index, { activeMember: event.target.value })} />
          </Field>
          {kind !== 'dividend' && (
            <Field label={t('backoffice.contracts.rateType')}>
              <select value={row.rateType} onChange={(event) => change(index, { rateType: event.target.value as RateType })}>
                {rateTypes.map((value) => (
                  <option key={value} value={value}>
                    {t(`backoffice.contracts.rateTypes.${value}`)}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field label={t(row.rateType === 'F' && kind !== 'dividend' ? 'backoffice.contracts.amount' : 'backoffice.contracts.percent')}>
            <input inputMode="decimal" value={row.rate} onChange={(event) => change(index, { rate: event.target.value })} />
          </Field>
          {rows.length > 1 && (
            <button type="button" className="btn btn--ghost" onClick={() => setRows(rows.filter((_, at) => at !== index))}>
              {t('backoffice.contracts.removeTier', { n: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <div className="bo-actions">
        {rows.length < 10 && (
          <button type="button" className="btn btn--ghost" onClick={() => setRows([...rows, blankRow])}>
            {t('backoffice.contracts.addTier')}
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={username.trim() === ''}>
          {t('backoffice.contracts.grant')}
        </button>
      </div>
      {grant.subject && (
        <ReasonDialog
          title={t('backoffice.contracts.grantTo', { username: username.trim() })}
          confirmLabel={t('backoffice.contracts.grant')}
          pending={grant.pending}
          onConfirm={grant.confirm}
          onCancel={grant.cancel}
        />
      )}
    </form>
  );
}
