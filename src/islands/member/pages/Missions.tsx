import { useText } from '../i18n.tsx';

/** missionLeaderboard: the missions open to the member; the member has none of these until that feature puts some here. */
export default function Missions() {
  const { t } = useText();
  return <p className="mc-empty">{t('center.missions.none')}</p>;
}
