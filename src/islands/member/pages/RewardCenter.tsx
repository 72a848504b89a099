import { useState } from 'react';
import type { Reward } from '../../../contract/promotions.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { claimReward, declineReward, forfeitReward, getRewards } from '../../../lib/api/engagement.ts';
import { useText } from '../../../ui/text.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { countReadyMissions } from './mission-count.ts';

function RewardRow({ item, onClaimed }: { item: Reward; onClaimed: () => void }) {
  const { t, locale } = useText();
  const money = (value: number) => formatMoney(value, locale);
  const action = useAction({ money: true });
  const [confirming, setConfirming] = useState(false);
  const [forfeited, setForfeited] = useState<{ returned: number; kept: number } | null>(null);
  const claim = async () => {
    const done = await action.run({ id: item.id }, (idempotencyKey) => claimReward(item.id, idempotencyKey));
    if (done) onClaimed();
  };
  const decline = async () => {
    const done = await action.run({ id: item.id, decline: true }, () => declineReward(item.id));
    if (done) onClaimed();
  };
  const forfeit = async () => {
    const done = await action.run({ id: item.id, forfeit: true }, () => forfeitReward(item.id));
    setConfirming(false);
    if (done) {
      setForfeited({ returned: done.returned, kept: done.kept });
      onClaimed();
    }
  };
  // A refused claim names each unmet condition of the terms in a field.
  const conditions = Object.values(action.errors).join(' ');
  return (
    <li className="mc-reward" data-status={item.status}>
      <strong>{item.title}</strong> <Money value={item.amount} /> · {t(`center.rewards.source.${item.source}`)}
      {item.wagering > 0 && (
        <>
          {' '}
          · {t('center.rewards.wagering')} <Money value={item.wagering} />
        </>
      )}
      <br />
      {item.status === 'available' && (
        <>
          {t('center.rewards.until')} <Time iso={item.expiresAt} said />{' '}
          <button type="button" className="btn btn--primary" onClick={() => void claim()} disabled={action.pending}>
            {t('center.rewards.claim')}
          </button>{' '}
          <button type="button" className="btn btn--ghost" onClick={() => void decline()} disabled={action.pending}>
            {t('center.rewards.decline')}
          </button>
        </>
      )}
      {item.status === 'claimed' && item.claimedAt && (
        <>
          {t('center.rewards.claimed')} <Time iso={item.claimedAt} />
          {item.forfeitable && !confirming && (
            <>
              {' '}
              <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)} disabled={action.pending}>
                {t('center.rewards.forfeit')}
              </button>
            </>
          )}
        </>
      )}
      {confirming && (
        <div role="alertdialog" aria-labelledby={`mc-forfeit-${item.id}`} className="mc-form">
          <p id={`mc-forfeit-${item.id}`}>{t('center.rewards.forfeitConfirm')}</p>
          <button type="button" className="btn btn--primary" onClick={() => void forfeit()} disabled={action.pending}>
            {t('center.rewards.forfeit')}
          </button>{' '}
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t('center.cancel')}
          </button>
        </div>
      )}
      {(item.status === 'declined' || item.status === 'forfeited') && item.closedAt && (
        <>
          {t(item.status === 'declined' ? 'center.rewards.declined' : 'center.rewards.forfeited')} <Time iso={item.closedAt} />
        </>
      )}
      {item.status === 'expired' && (
        <>
          {t('center.rewards.expired')} <Time iso={item.expiresAt} said />
        </>
      )}
      {forfeited && <Notice kind="success">{t('center.rewards.forfeitDone', { returned: money(forfeited.returned), kept: money(forfeited.kept) })}</Notice>}
      <Notice kind="error">{[action.message, conditions].filter(Boolean).join(' ')}</Notice>
    </li>
  );
}

/** rewardCenter: everything the member may claim (promotions, missions, friends, VIP) and what was claimed. */
export default function RewardCenter() {
  const { t } = useText();
  const rewards = useLoad(getRewards);
  const claimed = () => {
    rewards.reload();
    void countReadyMissions();
  };
  return (
    <Loading state={rewards}>
      {(items) =>
        items.length === 0 ? (
          <p className="mc-empty">{t('center.rewards.none')}</p>
        ) : (
          <ul className="mc-list">
            {items.map((item) => (
              <RewardRow key={item.id} item={item} onClaimed={claimed} />
            ))}
          </ul>
        )
      }
    </Loading>
  );
}
