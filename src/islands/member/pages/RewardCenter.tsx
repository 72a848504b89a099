import { useText } from '../i18n.tsx';

/** rewardCenter: the rewards waiting to be claimed; the member has none of these until that feature puts some here. */
export default function RewardCenter() {
  const { t } = useText();
  return <p className="mc-empty">{t('center.rewards.none')}</p>;
}
