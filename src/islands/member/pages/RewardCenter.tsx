import type { Reward } from '../../../contract/promotions.ts';
import { claimReward, getRewards } from '../../../lib/api/engagement.ts';
import { useText } from '../../../ui/text.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';
import { countReadyMissions } from './mission-count.ts';

function RewardRow({ item, onClaimed }: { item: Reward; onClaimed: () => void }) {
  const { t } = useText();
  const action = useAction({ money: true });
  const claim = async () => {
    const done = await action.run({ id: item.id }, (idempotencyKey) => claimReward(item.id, idempotencyKey));
    if (done) onClaimed();
  };
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
          </button>
        </>
      )}
      {item.status === 'claimed' && item.claimedAt && (
        <>
          {t('center.rewards.claimed')} <Time iso={item.claimedAt} />
        </>
      )}
      {item.status === 'expired' && (
        <>
          {t('center.rewards.expired')} <Time iso={item.expiresAt} said />
        </>
      )}
      <Notice kind="error">{action.message}</Notice>
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
