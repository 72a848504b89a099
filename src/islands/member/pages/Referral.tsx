import { useText } from '../i18n.tsx';

/** referral: the friends the member invited; the member has none of these until that feature puts some here. */
export default function Referral() {
  const { t } = useText();
  return <p className="mc-empty">{t('center.referral.none')}</p>;
}
