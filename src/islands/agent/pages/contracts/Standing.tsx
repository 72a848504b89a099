import { useStore } from '@nanostores/react';
import type { ContractItem, ContractStanding } from '../../../../contract/contracts.ts';
import { localeTags } from '../../../../i18n/locales.ts';
import { formatMoney } from '../../../../lib/format-money.ts';
import { $member } from '../../../../stores/member.ts';
import { useText } from '../../../../ui/text.tsx';
import { Money } from '../../../../ui/Money.tsx';
import { useAgentText } from '../../i18n.tsx';
import { Rate } from './TierTable.tsx';

/**
 * The period so far of my valid contract, as settlement counts it (GET /wps/agent/contracts): the
 * team's valid bet, net loss and active members, the tier they reach, and what the next tier lacks.
 */
export function Standing({ contract, standing }: { contract: ContractItem; standing: ContractStanding }) {
  const t = useAgentText();
  const { locale } = useText();
  const timeZone = useStore($member)?.timeZone;
  const when = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const reached = standing.tier === null ? undefined : contract.tiers[standing.tier];
  const next = standing.next ? contract.tiers[standing.next.tier] : undefined;
  const missing = standing.next?.missing;
  const tierName = (index: number, tier: ContractItem['tiers'][number]) => (
    <>
      {t('agentCenter.contracts.offer.tier', { n: index + 1 })} · <Rate tier={tier} />
    </>
  );
  return (
    <section className="mc-stack" aria-labelledby={`standing-${contract.id}`}>
      <h4 id={`standing-${contract.id}`}>{t('agentCenter.contracts.standing.title')}</h4>
      <p>{t('agentCenter.contracts.standing.window', { from: when.format(new Date(standing.from)), to: when.format(new Date(standing.to)) })}</p>
      <dl className="mc-figures">
        <div>
          <dt>{t('agentCenter.contracts.col.validBet')}</dt>
          <dd>
            <Money value={standing.validBet} />
          </dd>
        </div>
        <div>
          <dt>{t('agentCenter.contracts.col.netLoss')}</dt>
          <dd>
            <Money value={standing.netLoss} />
          </dd>
        </div>
        <div>
          <dt>{t('agentCenter.contracts.col.activeMember')}</dt>
          <dd>{standing.activeMembers}</dd>
        </div>
        <div>
          <dt>{t('agentCenter.contracts.standing.tier')}</dt>
          <dd>{reached && standing.tier !== null ? tierName(standing.tier, reached) : t('agentCenter.contracts.standing.noTier')}</dd>
        </div>
        <div>
          <dt>{t('agentCenter.contracts.standing.next')}</dt>
          <dd>{next && standing.next ? tierName(standing.next.tier, next) : t('agentCenter.contracts.standing.top')}</dd>
        </div>
      </dl>
      {missing && (
        <p>
          {t('agentCenter.contracts.standing.missing')}:{' '}
          {[
            missing.validBet > 0 ? t('agentCenter.contracts.standing.missingBet', { amount: formatMoney(missing.validBet, locale) }) : '',
            missing.netLoss > 0 ? t('agentCenter.contracts.standing.missingLoss', { amount: formatMoney(missing.netLoss, locale) }) : '',
            missing.activeMembers > 0 ? t('agentCenter.contracts.standing.missingMembers', { count: missing.activeMembers }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </section>
  );
}
