import { useStore } from '@nanostores/react';
import { ChunkBoundary } from '../../ui/ChunkBoundary.tsx';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { $balance, refresh } from '../../stores/balance.ts';
import { $unread } from '../../stores/inbox.ts';
import { $availableMissions, $centerPage, centerPages, pageFromHash, showCenterPage } from '../../stores/member-center.ts';
import { countReadyMissions } from './pages/mission-count.ts';
import { openModal } from '../../stores/modal.ts';
import { $isLoggedIn, $session } from '../../stores/session.ts';
import { trialType } from '../../contract/account-types.ts';
import { useHydrated } from '../session/useHydrated.ts';
import { CenterTextContext, makeTranslate } from '../../ui/text.tsx';
import { pageViews } from './pages.ts';
import './member-center.css';

export interface MemberCenterProps {
  locale: Locale;
  labels: Record<string, string>;
  /** Where the close button goes: the home page of this language. */
  homeHref: string;
}

/** The personal center (SPEC §2): a close button, the 13 entries in order, and the page they open. */
export default function MemberCenter({ locale, labels, homeHref }: MemberCenterProps) {
  const text = useMemo(() => ({ locale, t: makeTranslate(labels) }), [locale, labels]);
  const { t } = text;
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const session = useStore($session);
  const page = useStore($centerPage);
  const missions = useStore($availableMissions);
  const unread = useStore($unread) ?? 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    const follow = () => showCenterPage(pageFromHash(location.hash));
    follow();
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);

  useEffect(() => {
    if (!hydrated) return;
    if (!loggedIn) openModal('login');
    else if ($balance.get().status === 'idle') void refresh();
  }, [hydrated, loggedIn]);

  useEffect(() => {
    if (hydrated && loggedIn && session.isAgent !== String(trialType)) void countReadyMissions();
  }, [hydrated, loggedIn, session.isAgent]);

  useEffect(() => {
    // Moving the focus to the new page's heading tells keyboard and screen-reader users where they are.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [page]);

  if (!hydrated) return null;
  if (!loggedIn) {
    return (
      <section className="mc mc--guest" aria-labelledby="mc-title">
        <p>{t('center.guest')}</p>
        <button type="button" className="btn btn--primary" onClick={() => openModal('login')}>
          {t('center.login')}
        </button>
      </section>
    );
  }

  // SPEC §6: a trial account has no member center, whichever way it arrives here.
  if (session.isAgent === String(trialType)) {
    return (
      <section className="mc mc--guest" aria-labelledby="mc-title">
        <p className="mc-notice mc-notice--info" role="status">
          {t('center.in_need_true_account')}
        </p>
        <a className="btn btn--primary" href={homeHref}>
          {t('center.close')}
        </a>
      </section>
    );
  }
  const View = pageViews[page];
  return (
    <CenterTextContext.Provider value={text}>
      <section className="mc" aria-labelledby="mc-title">
        <div className="mc__top">
          <a className="mc__close" href={homeHref} aria-label={t('center.close')}>
            <span aria-hidden="true">×</span>
          </a>
        </div>
        <nav className="mc__nav" aria-label={t('center.entries')}>
          <ol>
            {centerPages.map((entry) => (
              <li key={entry}>
                <a href={`#${entry}`} aria-current={entry === page ? 'page' : undefined}>
                  {t(`member.entry.${entry}`)}
                  {entry === 'messageV2' && unread > 0 && (
                    <span className="mc__badge" aria-label={t('center.inbox.unread', { count: unread })}>
                      {unread}
                    </span>
                  )}
                  {entry === 'missionLeaderboard' && missions > 0 && (
                    <span className="mc__badge" aria-label={t('center.missions.badge', { count: missions })}>
                      {missions}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mc__page" aria-labelledby="mc-page-title">
          <h2 id="mc-page-title" ref={heading} tabIndex={-1}>
            {t(`member.entry.${page}`)}
          </h2>
          <ChunkBoundary key={page} onRetry={View.retry}>
            <Suspense
              fallback={
                <p className="mc-loading" role="status">
                  {t('center.loading')}
                </p>
              }
            >
              <View />
            </Suspense>
          </ChunkBoundary>
        </div>
      </section>
    </CenterTextContext.Provider>
  );
}
