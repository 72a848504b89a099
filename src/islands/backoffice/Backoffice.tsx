import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { asFailure } from '../../lib/api/failure.ts';
import { $staff, loadStaff } from '../../stores/staff.ts';
import '../member/member-center.css';
import { CenterTextContext, makeTranslate } from '../../ui/text.tsx';
import { Toasts } from '../../ui/Toasts.tsx';
import { failureMessage } from '../../ui/useAction.ts';
import './backoffice.css';
import { BackofficeTextContext, type BackofficeKey } from './i18n.tsx';
import { Shell } from './Shell.tsx';
import { SignIn } from './SignIn.tsx';

export interface BackofficeProps {
  locale: Locale;
  labels: Record<string, string>;
}

/** The operator's back office: the staff sign-in until a session is there, then the shell and its screens. */
export default function Backoffice({ locale, labels }: BackofficeProps) {
  const center = useMemo(() => ({ locale, t: makeTranslate(labels) }), [locale, labels]);
  const t = useMemo(() => makeTranslate<BackofficeKey>(labels), [labels]);
  const staff = useStore($staff);
  const [error, setError] = useState('');

  useEffect(() => {
    loadStaff().catch((failure: unknown) => setError(failureMessage(asFailure(failure), center.t)));
  }, [center]);

  return (
    <CenterTextContext.Provider value={center}>
      <BackofficeTextContext.Provider value={t}>
        {error ? (
          <p className="mc-notice mc-notice--error" role="alert">
            {error}
          </p>
        ) : staff === undefined ? (
          <p className="mc-loading" role="status">
            {center.t('center.loading')}
          </p>
        ) : staff === null ? (
          <SignIn />
        ) : (
          <Shell staff={staff} />
        )}
        <Toasts />
      </BackofficeTextContext.Provider>
    </CenterTextContext.Provider>
  );
}
