import { atom } from 'nanostores';

/**
 * The member's unread platform messages, for the header's badge and the member center's inbox
 * entry (SPEC §7: loaded when the header mounts). Null until known; the loader is imported on
 * first use so pages without a member do not carry the API client.
 */
export const $unread = atom<number | null>(null);

let latest = 0;

export async function refreshUnread(): Promise<void> {
  latest += 1;
  const ticket = latest;
  try {
    const { getUnreadCount } = await import('../lib/api/inbox.ts');
    const { count } = await getUnreadCount();
    if (ticket === latest) $unread.set(count);
  } catch {
    // The badge stays as it was; the inbox page itself shows failures.
  }
}

/** Reading or deleting a message answers the new count: no second call. */
export function setUnread(count: number): void {
  latest += 1;
  $unread.set(count);
}

/** On sign-out: the next member must not see this one's count. */
export function forgetUnread(): void {
  latest += 1;
  $unread.set(null);
}
