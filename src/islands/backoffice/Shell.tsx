import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { StaffMe } from '../../contract/staff.ts';
import { holds, signOutStaff } from '../../stores/staff.ts';
import { useText } from '../../ui/text.tsx';
import { useBackofficeText } from './i18n.tsx';
import { useStaffEvents } from './useStaffEvents.ts';
import { routeOf, routePermissions, screens, type Route, type Screen } from './views.ts';

const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));
const DepositQueue = lazy(() => import('./queues/DepositQueue.tsx'));
const WithdrawalQueue = lazy(() => import('./queues/WithdrawalQueue.tsx'));
const MemberSearch = lazy(() => import('./members/MemberSearch.tsx'));
const MemberPage = lazy(() => import('./members/MemberPage.tsx'));
const IdentityReview = lazy(() => import('./identity/IdentityReview.tsx'));
const AgentTree = lazy(() => import('./agents/AgentTree.tsx'));
const Contracts = lazy(() => import('./agents/Contracts.tsx'));
const Settlements = lazy(() => import('./agents/Settlements.tsx'));
const Announcements = lazy(() => import('./agents/Announcements.tsx'));
const WatchList = lazy(() => import('./protection/WatchList.tsx'));
const AuditTrail = lazy(() => import('./audit/AuditTrail.tsx'));
const Promotions = lazy(() => import('./content/Promotions.tsx'));
const Applications = lazy(() => import('./content/Applications.tsx'));
const Missions = lazy(() => import('./content/Missions.tsx'));
const VipRanks = lazy(() => import('./content/VipRanks.tsx'));
const Notices = lazy(() => import('./content/Notices.tsx'));
const Messages = lazy(() => import('./content/Messages.tsx'));
const CsChannels = lazy(() => import('./content/CsChannels.tsx'));
const Points = lazy(() => import('./content/Points.tsx'));
const Reports = lazy(() => import('./reports/Reports.tsx'));
const Settings = lazy(() => import('./settings/Settings.tsx'));

const views: Record<Screen, ComponentType> = {
  dashboard: Dashboard,
  deposits: DepositQueue,
  withdrawals: WithdrawalQueue,
  members: MemberSearch,
  identity: IdentityReview,
  agents: AgentTree,
  contracts: Contracts,
  settlements: Settlements,
  announcements: Announcements,
  protection: WatchList,
  audit: AuditTrail,
  promotions: Promotions,
  applications: Applications,
  missions: Missions,
  vip: VipRanks,
  notices: Notices,
  messages: Messages,
  'cs-channels': CsChannels,
  points: Points,
  reports: Reports,
  settings: Settings,
};

function useRoute(home: Screen): Route {
  const [route, setRoute] = useState<Route>(() => routeOf(location.hash, home));
  useEffect(() => {
    const follow = () => setRoute(routeOf(location.hash, home));
    follow();
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, [home]);
  return route;
}

/**
 * The frame around the screens: the menu shows what the staff member's permissions open, and a
 * screen reached by its address without the permission says so instead of opening.
 */
export function Shell({ staff }: { staff: StaffMe }) {
  const { t: kit } = useText();
  const t = useBackofficeText();
  const opens = (route: Route) => routePermissions(route).some((permission) => holds(staff, permission));
  const entries = screens.filter((screen) => opens({ screen }));
  const waiting = useStaffEvents(holds(staff, 'payments'));
  const countOf = (screen: Screen) => (screen === 'deposits' || screen === 'withdrawals' ? waiting?.[screen] : undefined);
  const route = useRoute(entries[0] ?? 'dashboard');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const allowed = opens(route);
  const current: Screen = route.screen === 'member' ? 'members' : route.screen;

  useEffect(() => {
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [route]);

  const View = route.screen === 'member' ? null : views[route.screen];
  return (
    <div className="bo">
      <header className="bo__top">
        <p className="bo__brand">{t('backoffice.title')}</p>
        <nav className="bo__nav" aria-label={t('backoffice.nav')}>
          <ul>
            {entries.map((screen) => (
              <li key={screen}>
                <a href={`#${screen}`} aria-current={screen === current ? 'page' : undefined}>
                  {t(`backoffice.screen.${screen}`)}
                  {countOf(screen) ? (
                    <span className="bo__count" data-testid={`waiting-${screen}`}>
                      {' '}
                      <span className="visually-hidden">{t('backoffice.nav.waiting')}</span>
                      {countOf(screen)}
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="bo__who">
          <span className="bo__user" data-testid="staff-username">
            {staff.username}
          </span>
          <button type="button" className="btn btn--ghost" onClick={() => void signOutStaff()}>
            {t('backoffice.signOut')}
          </button>
        </div>
      </header>
      <div className="bo__page">
        <h1 id="bo-page-title" ref={heading} tabIndex={-1}>
          {t(`backoffice.screen.${route.screen}`)}
        </h1>
        {!allowed ? (
          <p className="mc-notice mc-notice--error" role="alert">
            {t('backoffice.notAllowed')}
          </p>
        ) : (
          <Suspense
            fallback={
              <p className="mc-loading" role="status">
                {kit('center.loading')}
              </p>
            }
          >
            {route.screen === 'member' ? <MemberPage id={route.id} staff={staff} /> : View && <View />}
          </Suspense>
        )}
      </div>
    </div>
  );
}
