import { atom } from 'nanostores';
import type { LoginValue, siteKinds } from '../contract/auth.ts';
import { ApiFailure } from '../lib/api/failure.ts';
import { goTo } from '../lib/page.ts';
import { loadMemberInfo } from './member-info.ts';
import { closeModal, openModal } from './modal.ts';
import { offersShownKey } from './pending-offers.ts';
import { signIn } from './session.ts';
import { keepSignInNotice } from './sign-in-notice.ts';

type Site = (typeof siteKinds)[number];

/** How the member got in: only a password login can be forced to change it (SPEC §4). */
export type LoginMethod = 'username' | 'sms' | 'firebase' | 'freeplay' | 'register' | 'reset' | 'change';

export interface ForcedChange {
  reason: 'default' | 'expired';
  /** The password just typed, kept in memory only, so the member need not type it again. */
  password?: string;
  site: Site;
}

/** Set while a session may do nothing but change its password; the change dialog cannot be closed then. */
export const $forcedChange = atom<ForcedChange | null>(null);

/** The page that session storage's `afterLoginPopup` asks to greet the member with its popups. */
export const afterLoginPopupKey = 'afterLoginPopup';

export type LoginOutcome = { next: 'verify'; verification: NonNullable<LoginValue['verification']> } | { next: 'change' } | { next: 'done' };

/** The last steps of every way in: member info, dialogs closed, the popup flag, the home page. */
export async function finishLogin(site: Site): Promise<void> {
  await loadMemberInfo();
  $forcedChange.set(null);
  closeModal();
  sessionStorage.setItem(afterLoginPopupKey, '1');
  goTo(site === 'agent' ? '/agentHome' : '/');
}

/**
 * What follows a login answer (SPEC §4): a new-IP check first, then the token is kept; a default
 * (first login) or expired password of a password login opens the forced change; otherwise done.
 */
export async function completeLogin(value: LoginValue, how: { method: LoginMethod; site: Site; password?: string }): Promise<LoginOutcome> {
  if (value.verification) return { next: 'verify', verification: value.verification };
  if (!value.token) throw new ApiFailure('UNREADABLE');
  signIn({ token: value.token });
  // A new sign-in shows the contract offers waiting for an answer again.
  sessionStorage.removeItem(offersShownKey);
  // A password change answers nothing of earlier logins: the notice of the login that asked for the
  // change stands (its last login, or "first login" only when there was none).
  if (how.method !== 'change') keepSignInNotice(value);
  const mayBeForced = how.method === 'username';
  if (mayBeForced && (value.firstTimeLogin || value.passwordExpired)) {
    $forcedChange.set({ reason: value.firstTimeLogin ? 'default' : 'expired', password: how.password, site: how.site });
    openModal('changePass');
    return { next: 'change' };
  }
  await finishLogin(how.site);
  return { next: 'done' };
}
