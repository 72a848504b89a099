import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { trialType } from '../../contract/account-types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { openModal } from '../../stores/modal.ts';
import { $isLoggedIn, $session } from '../../stores/session.ts';
import { CenterTextContext, makeTranslate } from '../../ui/text.tsx';
import { useHydrated } from '../session/useHydrated.ts';
import { PointsBalance } from './PointsBalance.tsx';
import { RedeemSection } from './RedeemSection.tsx';
import { ConvertForm } from './ConvertForm.tsx';
import { PointsRecord, RedeemHistory } from './Histories.tsx';
import '../member/member-center.css';
import './points.css';

export interface PointsMallProps {
  locale: Locale;
  labels: Record<string, string>;
}

/**
 * The member's side of the points mall: balance, redeem and convert forms, the redeem history and
 * the points record. Every action bumps `round`, so what it changed is loaded again.
 */
export default function PointsMall({ locale, labels }: PointsMallProps) {
  const text = useMemo(() => ({ locale, t: makeTranslate(labels) }), [locale, labels]);
  const { t } = text;
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const session = useStore($session);
  const [round, setRound] = useState(0);
  const changed = () => setRound((value) => value + 1);

  if (!hydrated) return null;
  if (!loggedIn) {
    return (
      <section className="pm pm--guest" aria-label={t('points.mall.title')}>
        <p>{t('points.cta')}</p>
        <button type="button" className="btn btn--primary" onClick={() => openModal('login')}>
          {t('center.login')}
        </button>
      </section>
    );
  }
  if (session.isAgent === String(trialType)) {
    return (
      <section className="pm pm--guest" aria-label={t('points.mall.title')}>
        <p>{t('center.in_need_true_account')}</p>
      </section>
    );
  }
  return (
    <CenterTextContext.Provider value={text}>
      <section className="pm" aria-labelledby="pm-title">
        <h2 id="pm-title">{t('points.mall.title')}</h2>
        <PointsBalance round={round} />
        <RedeemSection round={round} onRedeemed={changed} />
        <ConvertForm onConverted={changed} />
        <RedeemHistory round={round} />
        <PointsRecord round={round} />
      </section>
    </CenterTextContext.Provider>
  );
}
