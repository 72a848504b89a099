import type { NoticeItem, Notices, NoticeType } from '../contract/inbox.ts';
import { inboxPaths, noticePageSize } from '../contract/inbox-paths.ts';
import { lightGet } from './api/light.ts';

/** The session flag that keeps the publicity popup closed for the rest of a signed-in session (SPEC §2). */
export const publicityCloseKey = 'publicityClose';

/**
 * The notice call (SPEC §7: platform W, execution B) as a light read with no zod, so every page can
 * show notices within its script budget. A failure shows nothing rather than an error on every page.
 */
export async function fetchNotices(types: readonly NoticeType[]): Promise<Notices | null> {
  return lightGet<Notices>(`${inboxPaths.notices}?types=${types.join(',')}&platform=W&execution=B`, { session: true });
}

/** One page of the announcement list, 8 to a page (SPEC §9). */
export function noticePage(items: readonly NoticeItem[], page: number): { items: NoticeItem[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / noticePageSize));
  const current = Math.min(Math.max(page, 1), pages);
  return { items: items.slice((current - 1) * noticePageSize, current * noticePageSize), pages };
}
