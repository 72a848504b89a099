import { atom, computed, onMount } from 'nanostores';

/** What the session keeps in sessionStorage, under these exact keys (SPEC §3). */
export const sessionKeys = [
  'token',
  'nickname',
  'account',
  'memberLabel',
  'vipRankLevel',
  'customerId',
  'isAgent',
  'merchant',
  'merchantCode',
  'prizeMode',
  'favGames',
] as const;
export type SessionKey = (typeof sessionKeys)[number];
export type Session = Partial<Record<SessionKey, string>>;

/** Survive a sign-out: they name the site, not the member (SPEC §4, logout). */
const keptOnSignOut: readonly SessionKey[] = ['merchant', 'merchantCode'];

/** User types that may open the agent center (SPEC §6, §9). */
export const agentCenterTypes: readonly string[] = ['1', '2', '41', '42'];

/** sessionStorage when this runtime has one: absent while pages are prebuilt. */
function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

function readStored(store: Storage): Session {
  const session: Session = {};
  for (const key of sessionKeys) {
    const value = store.getItem(key);
    if (value !== null) session[key] = value;
  }
  return session;
}

export const $session = atom<Session>({});

onMount($session, () => {
  const store = storage();
  if (!store) return;
  const session = readStored(store);
  // A token without an account is a half-finished login: it does not count (SPEC §4).
  if (session.token && !session.account) {
    store.removeItem('token');
    delete session.token;
  }
  $session.set(session);
});

/** A member is signed in when both a token and an account are held. */
export const $isLoggedIn = computed($session, (session) => Boolean(session.token && session.account));

/** Agents of these types get the Agent button and the agent center; trial accounts (4) do not. */
export const $isAgent = computed($session, (session) => agentCenterTypes.includes(session.isAgent ?? ''));

/** Stores what a login or a user-info load returned; keys not given keep their value. */
export function signIn(info: Session): void {
  const store = storage();
  const next: Session = { ...$session.get() };
  for (const key of sessionKeys) {
    const value = info[key];
    if (value === undefined) continue;
    next[key] = value;
    store?.setItem(key, value);
  }
  $session.set(next);
}

/** Forgets the member: session storage is cleared, the merchant stays. */
export function signOut(): void {
  const current = $session.get();
  const kept: Session = {};
  for (const key of keptOnSignOut) {
    const value = current[key] ?? storage()?.getItem(key) ?? undefined;
    if (value !== undefined) kept[key] = value;
  }
  const store = storage();
  store?.clear();
  for (const [key, value] of Object.entries(kept)) store?.setItem(key, value);
  $session.set(kept);
}
