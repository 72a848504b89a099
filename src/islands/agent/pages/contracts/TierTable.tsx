import type { ContractKind, Tier } from '../../../../contract/contracts.ts';
import { formatPercent } from '../../../../lib/format-money.ts';
import { Money } from '../../../../ui/Money.tsx';
import { useText } from '../../../../ui/text.tsx';
import { RecordTable } from '../../../../ui/RecordTable.tsx';
import { useAgentText } from '../../i18n.tsx';

/** A rate as the specification shows it: a percentage (rate × 100, two decimals, in the reader's language) or a fixed amount. */
export function Rate({ tier }: { tier: Pick<Tier, 'rateType' | 'rate'> }) {
  const { locale } = useText();
  return tier.rateType === 'P' ? <>{formatPercent(tier.rate, locale)}</> : <Money value={tier.rate} />;
}

/** The column names of a kind's tiers, in the specification's terms. */
export function useTierColumns(kind: ContractKind): string[] {
  const t = useAgentText();
  return [
    t(kind === 'daily' ? 'agentCenter.contracts.col.betVolume' : 'agentCenter.contracts.col.minimumBet'),
    ...(kind === 'dividend' ? [t('agentCenter.contracts.col.netLoss')] : []),
    t('agentCenter.contracts.col.activeMember'),
    t('agentCenter.contracts.col.rate'),
  ];
}

export function TierTable({ kind, tiers, label }: { kind: ContractKind; tiers: readonly Tier[]; label: string }) {
  const columns = useTierColumns(kind);
  return (
    <RecordTable label={label} columns={columns}>
      {tiers.map((tier, index) => (
        <tr key={index}>
          <td>
            <Money value={tier.minimumBet} />
          </td>
          {kind === 'dividend' && (
            <td>
              <Money value={tier.netLoss} />
            </td>
          )}
          <td>{tier.activeMember}</td>
          <td>
            <Rate tier={tier} />
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}
