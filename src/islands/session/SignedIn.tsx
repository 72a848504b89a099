import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { trialType } from '../../contract/account-types.ts';
import { $isAgent, $session } from '../../stores/session.ts';
import { followBalance } from '../../stores/balance-follow.ts';
import { followLive } from '../../stores/events.ts';
import type { SessionIslandProps } from './props.ts';
import RealityCheck from './RealityCheck.tsx';
import { signInNoticeKey } from '../../stores/sign-in-notice.ts';
import SignInNotice from './SignInNotice.tsx';

/** Fetched for agents only: it reads the consolidated answer the header loads for them. */
const PendingOffers = lazy(() => import('./PendingOffers.tsx'));

/**
 * What a signed-in member's header does beyond its buttons, loaded only once someone is signed in
 * so a visitor's first script stays small: the balance follows the member back to the tab, the side
 * menu drops its login locks, live events keep the balance and the badge current, the reality check (not for trial accounts) and a fresh login's notices;
 * for an agent, the contract offers waiting for its answer.
 */
export default function SignedIn(props: SessionIslandProps) {
  const trial = useStore($session).isAgent === String(trialType);
  const agent = useStore($isAgent);
  const [notice] = useState(() => sessionStorage.getItem(signInNoticeKey) !== null);
  useEffect(() => followBalance(), []);
  // The balance, the unread badge and the end of the session follow the server's live events.
  useEffect(() => followLive(), []);
  useEffect(() => {
    // The side menu's member entries lose their "log in required" lock (a sign-out loads a new page).
    document.querySelector('tala-side-menu')?.setAttribute('data-signed-in', '');
  }, []);
  return (
    <>
      {!trial && <RealityCheck {...props} />}
      {notice && <SignInNotice {...props} />}
      {agent && (
        <Suspense fallback={null}>
          <PendingOffers {...props} />
        </Suspense>
      )}
    </>
  );
}
