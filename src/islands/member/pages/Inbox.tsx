import { useText } from '../i18n.tsx';

/** messageV2: the member's platform messages; the member has none of these until that feature puts some here. */
export default function Inbox() {
  const { t } = useText();
  return <p className="mc-empty">{t('center.inbox.none')}</p>;
}
