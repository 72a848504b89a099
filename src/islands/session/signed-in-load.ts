import type { ComponentType } from 'react';
import type { SessionIslandProps } from './props.ts';

/** What the header shows only to a member: the inbox link and the signed-in extras. */
export interface SignedInParts {
  Extras: ComponentType<SessionIslandProps>;
  InboxLink: ComponentType<{ href: string; label: string }>;
}

/**
 * Loads the signed-in parts and hands them to the header. A module of its own so the list of what
 * they pull in is written here, in a file fetched only for a member, not into the header's first script.
 */
export default (show: (parts: SignedInParts) => void) =>
  Promise.all([import('./SignedIn.tsx'), import('./InboxLink.tsx')]).then(([extras, inbox]) => show({ Extras: extras.default, InboxLink: inbox.default }));
