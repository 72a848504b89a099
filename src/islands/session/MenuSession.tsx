import { useStore } from '@nanostores/react';
import { $isLoggedIn } from '../../stores/session.ts';
import type { SessionIslandProps } from './props.ts';
import SignOut from './SignOut.tsx';
import { useHydrated } from './useHydrated.ts';

/** The side menu's sign-out entry, present only while a member is signed in (SPEC §2). */
export default function MenuSession(props: SessionIslandProps) {
  const hydrated = useHydrated();
  const loggedIn = useStore($isLoggedIn);
  if (!hydrated || !loggedIn) return null;
  return <SignOut {...props} className="side-menu__signout btn btn--ghost" />;
}
