import { logoutValueSchema } from '../contract/auth.ts';
import { api, call } from '../lib/api/client.ts';
import { goTo } from '../lib/page.ts';
import { $member, $memberIcon } from './member.ts';
import { signOut } from './session.ts';

/**
 * Logout after the "sure to log out" confirmation (SPEC §4): the server ends the session, the
 * browser forgets it (merchant kept) even when the server could not be reached, then home.
 */
export async function logout(): Promise<void> {
  try {
    await call(logoutValueSchema, api().delete('wps/session/logout'));
  } catch {
    // The session is forgotten here either way; an unreachable server ends it at its idle expiry.
  }
  signOut();
  $member.set(undefined);
  $memberIcon.set('');
  goTo('/');
}
