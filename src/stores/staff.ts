import { atom } from 'nanostores';
import {
  staffMeSchema,
  staffPaths,
  staffSignInValueSchema,
  type StaffMe,
  type StaffPermission,
  type StaffSignIn,
  type StaffSignInValue,
} from '../contract/staff.ts';
import { z } from 'zod';
import { api, call } from '../lib/api/client.ts';
import { asFailure } from '../lib/api/failure.ts';

/**
 * The staff member signed in to the back office: undefined while unknown, null when signed out.
 * The session itself is an HttpOnly cookie the browser sends to /ops; the page never holds it.
 */
export const $staff = atom<StaffMe | null | undefined>(undefined);

const signedOutStatuses = new Set([401, 403]);

/** Asks the server who the cookie belongs to; no cookie, or an ended one, is "signed out". */
export async function loadStaff(): Promise<void> {
  try {
    $staff.set(await call(staffMeSchema, api().get(staffPaths.me)));
  } catch (error) {
    const failure = asFailure(error);
    if (signedOutStatuses.has(failure.status)) $staff.set(null);
    else throw failure;
  }
}

/** One step of the sign-in; `done` also loads the permissions the shell's menu follows. */
export async function signInStaff(payload: StaffSignIn): Promise<StaffSignInValue> {
  const value = await call(staffSignInValueSchema, api().post(staffPaths.session, { json: payload }));
  if (value.next === 'done') await loadStaff();
  return value;
}

/** Ends the session on the server; the page forgets it even when the server could not be reached. */
export async function signOutStaff(): Promise<void> {
  try {
    await call(z.literal(true), api().delete(staffPaths.session));
  } catch {
    // The cookie's session ends at its idle expiry anyway.
  }
  $staff.set(null);
}

export function holds(staff: StaffMe | null | undefined, permission: StaffPermission): boolean {
  return Boolean(staff?.permissions.includes(permission));
}
