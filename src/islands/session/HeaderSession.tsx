import { useStore } from '@nanostores/react';
import { openModal } from '../../stores/modal.ts';
import { $isAgent, $isLoggedIn, $session } from '../../stores/session.ts';
import type { SessionIslandProps } from './props.ts';
import SignOut from './SignOut.tsx';
import { useHydrated } from './useHydrated.ts';

/** The header's account area: login and register, or the member's shortcuts. */
export default function HeaderSession(props: SessionIslandProps) {
  const { labels, links } = props;
  const hydrated = useHydrated();
  const session = useStore($session);
  const loggedIn = useStore($isLoggedIn);
  const agent = useStore($isAgent);

  if (!hydrated || !loggedIn) {
    return (
      // Until hydration the buttons keep their place but stay hidden, so a member never sees them flash.
      <div className="session" aria-label={labels.area} role="group" data-pending={hydrated ? undefined : ''}>
        <button type="button" className="btn btn--ghost" onClick={() => openModal('login')}>
          {labels.login}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => openModal('register')}>
          {labels.register}
        </button>
      </div>
    );
  }

  const name = session.nickname || session.account || '';
  return (
    <div className="session" aria-label={labels.area} role="group">
      <a className="session__avatar" href={links.member} aria-label={labels.member.replace('{{name}}', name)}>
        <span className="session__initial" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="session__name">{name}</span>
      </a>
      <a className="btn btn--primary" href={links.deposit}>
        {labels.deposit}
      </a>
      {agent && (
        <a className="btn btn--ghost" href={links.agent}>
          {labels.agent}
        </a>
      )}
      <SignOut {...props} className="btn btn--ghost session__signout" />
    </div>
  );
}
