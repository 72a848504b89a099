import { useContext, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { firstTierAbove, offerFor, termsProblem } from '../../../../contract/contract-terms.ts';
import { contractCategories, type CategoryRates, type ContractCategory, type HeldKind, type RateType, type Tier } from '../../../../contract/contracts.ts';
import { Field } from '../../../../ui/Field.tsx';
import { Loading } from '../../../../ui/Loading.tsx';
import { Notice } from '../../../../ui/Notice.tsx';
import { useAction } from '../../../../ui/useAction.ts';
import { useLoad } from '../../../../ui/useLoad.ts';
import { getDownline, offerContract } from '../../api.ts';
import { ConsolidatedReloadContext, useAgentText } from '../../i18n.tsx';

interface Row {
  minimumBet: string;
  netLoss: string;
  activeMember: string;
  rateType: RateType;
  /** A percentage as typed (1.5 for 1.5%) or a fixed amount. */
  rate: string;
  /** The same rate for all game categories, or some of them their own (percentages; empty is the tier's rate). */
  perCategory: boolean;
  categoryRates: Record<ContractCategory, string>;
}
const noCategoryRates = () => Object.fromEntries(contractCategories.map((category) => [category, ''])) as Record<ContractCategory, string>;
const emptyRow = (rateType: RateType): Row => ({
  minimumBet: '0',
  netLoss: '0',
  activeMember: '0',
  rateType,
  rate: '',
  perCategory: false,
  categoryRates: noCategoryRates(),
});
const fraction = (percent: string) => Math.round(Number(percent) * 100) / 10_000;
const categoryRatesOf = (row: Row): CategoryRates | undefined => {
  if (!row.perCategory || row.rateType !== 'P') return undefined;
  const named = contractCategories.filter((category) => row.categoryRates[category].trim() !== '');
  return named.length > 0 ? Object.fromEntries(named.map((category) => [category, fraction(row.categoryRates[category])])) : undefined;
};
const toTier = (row: Row): Tier => {
  const categoryRates = categoryRatesOf(row);
  return {
    minimumBet: Number(row.minimumBet) || 0,
    netLoss: Number(row.netLoss) || 0,
    activeMember: Math.trunc(Number(row.activeMember) || 0),
    rateType: row.rateType,
    rate: row.rateType === 'P' ? fraction(row.rate) : Number(row.rate),
    ...(categoryRates ? { categoryRates } : {}),
  };
};

interface OfferFields {
  target: string;
  rows: Row[];
}

/**
 * The offer to a direct downline agent. Each tier is checked as it is typed: tiers must climb, and
 * none may pay more than the agent's own contract at the same thresholds (the server checks again).
 */
export function OfferForm({ kind, own, onSent }: { kind: HeldKind; own: readonly Tier[]; onSent: () => void }) {
  const t = useAgentText();
  const reloadConsolidated = useContext(ConsolidatedReloadContext);
  const downline = useLoad(() => getDownline({ scope: 'direct', kind: 'agent', pageSize: 50 }), 'direct-agents');
  const defaultType: RateType = own[0]?.rateType ?? 'P';
  const form = useForm<OfferFields>({ defaultValues: { target: '', rows: [emptyRow(defaultType)] } });
  const tierRows = useFieldArray({ control: form.control, name: 'rows' });
  const [sent, setSent] = useState('');
  const action = useAction();

  // Checked as typed against the contract's term rules (contract-terms.ts, which the server applies too).
  const rows = form.watch('rows');
  const tiers = rows.map(toTier);
  const typed = rows.every((row) => row.rate.trim() !== '');
  const problem = typed ? termsProblem(kind, tiers) : null;
  const above = typed && !problem ? firstTierAbove(tiers, own) : null;
  const tierError = (index: number) => {
    if (problem?.tier === index) return t(`agentCenter.contracts.problem.${problem.problem}`);
    if (above === index) return t('agentCenter.contracts.problem.above');
    return action.errors[`tiers.${index}`];
  };

  const submit = form.handleSubmit(async (fields) => {
    const payload = offerFor(kind, Number(fields.target), fields.rows.map(toTier));
    const created = await action.run(payload, () => offerContract(payload));
    if (created) {
      setSent(t('agentCenter.contracts.offer.sent', { name: created.holder }));
      form.reset({ target: fields.target, rows: [emptyRow(defaultType)] });
      reloadConsolidated();
      onSent();
    }
  });

  return (
    <section className="mc-stack" aria-labelledby={`offer-${kind}`}>
      <h3 id={`offer-${kind}`}>{t('agentCenter.contracts.offer.title')}</h3>
      <Loading state={downline}>
        {(result) =>
          result.items.length === 0 ? (
            <p className="mc-empty">{t('agentCenter.contracts.offer.noDownline')}</p>
          ) : (
            <form className="ac-offer" onSubmit={(event) => void submit(event)}>
              <Field label={t('agentCenter.contracts.offer.downline')}>
                <select required {...form.register('target', { required: true })}>
                  <option value="" />
                  {result.items.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.username}
                    </option>
                  ))}
                </select>
              </Field>
              {tierRows.fields.map((field, index) => (
                <fieldset key={field.id} className="ac-offer__tier">
                  <legend>{t('agentCenter.contracts.offer.tier', { n: index + 1 })}</legend>
                  <Field label={t(kind === 'daily' ? 'agentCenter.contracts.col.betVolume' : 'agentCenter.contracts.col.minimumBet')}>
                    <input inputMode="decimal" required {...form.register(`rows.${index}.minimumBet`)} />
                  </Field>
                  {kind === 'dividend' && (
                    <Field label={t('agentCenter.contracts.col.netLoss')}>
                      <input inputMode="decimal" required {...form.register(`rows.${index}.netLoss`)} />
                    </Field>
                  )}
                  <Field label={t('agentCenter.contracts.col.activeMember')}>
                    <input inputMode="numeric" required {...form.register(`rows.${index}.activeMember`)} />
                  </Field>
                  {kind !== 'dividend' && (
                    <Field label={t('agentCenter.contracts.col.rateType')}>
                      <select {...form.register(`rows.${index}.rateType`)}>
                        <option value="P">{t('agentCenter.contracts.rateType.P')}</option>
                        <option value="F">{t('agentCenter.contracts.rateType.F')}</option>
                      </select>
                    </Field>
                  )}
                  <Field
                    label={t(rows[index]?.rateType === 'F' ? 'agentCenter.contracts.offer.amount' : 'agentCenter.contracts.offer.ratePercent')}
                    error={tierError(index)}
                  >
                    <input inputMode="decimal" required {...form.register(`rows.${index}.rate`)} />
                  </Field>
                  {rows[index]?.rateType === 'F' && <p className="mc-notice mc-notice--info">{t('agentCenter.contracts.offer.fixedHint')}</p>}
                  {rows[index]?.rateType === 'P' && (
                    <label className="ac-offer__per-category">
                      <input type="checkbox" {...form.register(`rows.${index}.perCategory`)} />
                      {t('agentCenter.contracts.offer.perCategory')}
                    </label>
                  )}
                  {rows[index]?.rateType === 'P' && rows[index].perCategory && (
                    <fieldset className="ac-offer__categories">
                      <legend>{t('agentCenter.contracts.offer.perCategoryHint')}</legend>
                      {contractCategories.map((category) => (
                        <Field key={category} label={t(`agentCenter.contracts.category.${category}`)}>
                          <input inputMode="decimal" placeholder={rows[index]?.rate} {...form.register(`rows.${index}.categoryRates.${category}`)} />
                        </Field>
                      ))}
                    </fieldset>
                  )}
                  {tierRows.fields.length > 1 && (
                    <button type="button" className="btn btn--ghost" onClick={() => tierRows.remove(index)}>
                      {t('agentCenter.contracts.offer.removeTier', { n: index + 1 })}
                    </button>
                  )}
                </fieldset>
              ))}
              {tierRows.fields.length < 10 && (
                <button type="button" className="btn btn--ghost" onClick={() => tierRows.append(emptyRow(rows.at(-1)?.rateType ?? defaultType))}>
                  {t('agentCenter.contracts.offer.addTier')}
                </button>
              )}
              <Notice kind="error">{action.message}</Notice>
              <Notice kind="success">{sent}</Notice>
              <button type="submit" className="btn btn--primary" disabled={action.pending || !typed || problem !== null || above !== null}>
                {t('agentCenter.contracts.offer.submit')}
              </button>
            </form>
          )
        }
      </Loading>
    </section>
  );
}
