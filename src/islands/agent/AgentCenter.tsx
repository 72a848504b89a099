import { useStore } from '@nanostores/react';
import { ChunkBoundary } from '../../ui/ChunkBoundary.tsx';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { agentFlagPages, agentPages, type AgentFlagPage, type AgentPage } from '../../contract/agent.ts';
import { trialType } from '../../contract/account-types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { asFailure } from '../../lib/api/failure.ts';
import { $consolidated, loadConsolidated } from '../../stores/consolidated.ts';
import { $isAgent, $isLoggedIn, $session } from '../../stores/session.ts';
import { CenterTextContext, makeTranslate } from '../../ui/text.tsx';
import '../member/member-center.css';
import { useHydrated } from '../session/useHydrated.ts';
import { AgentTextContext, ConsolidatedReloadContext, type AgentKey } from './i18n.tsx';
import { agentFlagViews, agentViews } from './pages.ts';

export interface AgentCenterProps {
  locale: Locale;
  labels: Record<string, string>;
  /** Where the close button goes: the home page of this language. */
  homeHref: string;
  /** The marketing part of /agentHome, hidden while an agent has the center open. */
  marketingId: string;
}

type Entry = AgentPage | AgentFlagPage;
const isEntry = (value: string): value is Entry => (agentPages as readonly string[]).includes(value) || (agentFlagPages as readonly string[]).includes(value);
const entryFromHash = (hash: string): Entry => {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return isEntry(id) ? id : agentPages[0];
};

/**
 * The agent center (SPEC §2): a close button, the entries in the specification's order and the
 * flag-gated ones the consolidated answer turns on, and the page the URL hash names. It opens for
 * agent types 1, 2, 41 and 42 only; a member or a trial account is told why it stays closed.
 */
export default function AgentCenter({ locale, labels, homeHref, marketingId }: AgentCenterProps) {
  const center = useMemo(() => ({ locale, t: makeTranslate(labels) }), [locale, labels]);
  const t = useMemo(() => makeTranslate<AgentKey>(labels), [labels]);
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  const agent = useStore($isAgent);
  const session = useStore($session);
  const [page, setPage] = useState<Entry>(agentPages[0]);
  const consolidated = useStore($consolidated);
  const [error, setError] = useState('');
  const [loads, setLoads] = useState(0);
  const reloadConsolidated = useCallback(() => setLoads((count) => count + 1), []);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const open = hydrated && loggedIn && agent;

  useEffect(() => {
    const follow = () => setPage(entryFromHash(location.hash));
    follow();
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);

  useEffect(() => {
    // The marketing text speaks to agents-to-be; an agent at work sees its center instead.
    const marketing = document.getElementById(marketingId);
    if (marketing) marketing.hidden = open;
  }, [open, marketingId]);

  useEffect(() => {
    if (!open) return;
    // The header loads it on mount; the first opening uses that one (or joins its request), every reload (a contract action) asks again.
    if (loads === 0 && $consolidated.get()) return;
    loadConsolidated({ fresh: loads > 0 }).catch((failure: unknown) => setError(asFailure(failure).message || center.t('center.error.unknown')));
  }, [open, center, loads]);

  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [page]);

  if (!hydrated || !loggedIn) return null;
  if (!agent) {
    const trial = session.isAgent === String(trialType);
    return (
      <p className="mc-notice mc-notice--info" role="status">
        {trial ? center.t('center.in_need_true_account') : t('agentCenter.notAgent')}
      </p>
    );
  }

  const flags = consolidated?.flags;
  const entries: Entry[] = [...agentPages, ...agentFlagPages.filter((flag) => flags?.[flag])];
  const flagged = agentFlagPages.find((flag) => flag === page);
  const View = flagged ? (flags?.[flagged] ? agentFlagViews[flagged] : undefined) : agentViews[page as AgentPage];
  return (
    <CenterTextContext.Provider value={center}>
      <AgentTextContext.Provider value={t}>
        <ConsolidatedReloadContext.Provider value={reloadConsolidated}>
          <section className="mc" aria-labelledby="ac-title">
            <div className="mc__top">
              <h1 id="ac-title" className="mc__title">
                {t('agentCenter.title')}
              </h1>
              <a className="mc__close" href={homeHref} aria-label={t('agentCenter.close')}>
                <span aria-hidden="true">×</span>
              </a>
            </div>
            {error && (
              <p className="mc-notice mc-notice--error" role="alert">
                {error}
              </p>
            )}
            <nav className="mc__nav" aria-label={t('agentCenter.entries')}>
              <ol>
                {entries.map((entry) => (
                  <li key={entry}>
                    <a href={`#${entry}`} aria-current={entry === page ? 'page' : undefined}>
                      {t(`agentCenter.entry.${entry}`)}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="mc__page" aria-labelledby="ac-page-title">
              <h2 id="ac-page-title" ref={heading} tabIndex={-1}>
                {t(`agentCenter.entry.${page}`)}
              </h2>
              {View ? (
                <ChunkBoundary key={page} onRetry={View.retry}>
                  <Suspense
                    fallback={
                      <p className="mc-loading" role="status">
                        {center.t('center.loading')}
                      </p>
                    }
                  >
                    <View />
                  </Suspense>
                </ChunkBoundary>
              ) : (
                <p className="mc-empty">{t('agentCenter.flagged')}</p>
              )}
            </div>
          </section>
        </ConsolidatedReloadContext.Provider>
      </AgentTextContext.Provider>
    </CenterTextContext.Provider>
  );
}
