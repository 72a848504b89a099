import { useStore } from '@nanostores/react';
import { $isAgent, $isLoggedIn } from '../../stores/session.ts';
import type { SessionIslandProps } from './props.ts';
import SignOut from './SignOut.tsx';

/** The side menu's entries for a signed-in member (SPEC §2): the agent center for agents, and sign-out. */
export default function MenuSession(props: SessionIslandProps) {
  const loggedIn = useStore($isLoggedIn);
  const agent = useStore($isAgent);
  if (!loggedIn) return null;
  return (
    <>
      {agent && (
        <a className="side-menu__agent btn btn--ghost" href={props.links.agent}>
          {props.labels.agent}
        </a>
      )}
      <SignOut {...props} className="side-menu__signout btn btn--ghost" />
    </>
  );
}
