import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { $memberIcon } from '../../stores/member.ts';
import { openModal } from '../../stores/modal.ts';
import { $isAgent, $isLoggedIn, $session } from '../../stores/session.ts';
import Balance from './Balance.tsx';
import type { SessionIslandProps } from './props.ts';
import type { SignedInParts } from './signed-in-load.ts';
import SignOut from './SignOut.tsx';
import { TrialWarning } from './TrialWarning.tsx';

/** A trial account's type (SPEC §6): it plays with play money and has no member center. */
const trialType = '4';

/**
 * The header's account area of a signed-in member: balance, avatar, inbox, deposit, agent and
 * sign-out. A visitor's login and register buttons are prebuilt (src/components/frame/SessionMount.astro);
 * they come back here when the session ends before the page leaves.
 */
export default function HeaderSession(props: SessionIslandProps) {
  const { labels, links } = props;
  const session = useStore($session);
  const loggedIn = useStore($isLoggedIn);
  const agent = useStore($isAgent);
  const icon = useStore($memberIcon);
  const trialWarning = useRef<HTMLDialogElement>(null);
  const trial = session.isAgent === trialType;
  // The inbox link and the signed-in extras load after the header, outside the home page's script budget.
  const [parts, setParts] = useState<SignedInParts | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    // Member info and avatar need the API client, which loads after the page is up.
    void import('../../stores/member-info.ts').then((module) => module.loadHeader());
    // The inbox link and the signed-in extras (reality check, sign-in notices, balance on focus) load only for a member.
    void import('./signed-in-load.ts').then((module) => module.default(setParts));
  }, [loggedIn]);

  if (!loggedIn) {
    return (
      <div className="session" aria-label={labels.area} role="group">
        <button type="button" className="btn btn--ghost" onClick={() => openModal('login')}>
          {labels.login}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => openModal('register')}>
          {labels.register}
        </button>
      </div>
    );
  }

  const guardTrial = (event: MouseEvent) => {
    if (!trial) return;
    event.preventDefault();
    trialWarning.current?.showModal();
  };
  const name = session.nickname || session.account || '';
  return (
    <div className="session" aria-label={labels.area} role="group">
      <Balance labels={{ balance: labels.balance, refresh: labels.refreshBalance }} />
      <a className="session__avatar" href={links.member} aria-label={labels.member.replace('{{name}}', name)} onClick={guardTrial}>
        {icon ? (
          <img className="session__initial" src={icon} alt="" width={36} height={36} />
        ) : (
          <span className="session__initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="session__name">{name}</span>
      </a>
      {!trial && parts && <parts.InboxLink href={links.inbox} label={labels.inbox} />}
      <a className="btn btn--primary" href={links.deposit} onClick={guardTrial}>
        {labels.deposit}
      </a>
      {agent && (
        <a className="btn btn--ghost" href={links.agent}>
          {labels.agent}
        </a>
      )}
      <SignOut {...props} className="btn btn--ghost session__signout" />
      <TrialWarning ref={trialWarning} labels={labels} />
      {parts && <parts.Extras {...props} />}
    </div>
  );
}
