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

/*
 * The publicity popup shows each announcement once to each reader (a visitor of this browser, or
 * a signed-in account): closing it remembers what it showed, in local storage, so a later page, a
 * new tab or the next sign-in does not put the same announcements over the page again.
 */
const seenKey = (reader: string) => `noticesSeen:${reader}`;
/** Enough to cover every announcement an operator keeps running; the oldest are forgotten first. */
const seenLimit = 200;

/** Who reads: the signed-in account, or the browser's visitor. */
export function noticeReader(session: Pick<Storage, 'getItem'>): string {
  const account = session.getItem('token') ? session.getItem('account') : null;
  return account ? `account:${account}` : 'visitor';
}

function seenBy(storage: Pick<Storage, 'getItem'>, reader: string): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(seenKey(reader)) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The announcements this reader has not been shown yet, in their order. */
export function unseenNotices(items: readonly NoticeItem[], storage: Pick<Storage, 'getItem'>, reader: string): NoticeItem[] {
  const seen = new Set(seenBy(storage, reader));
  return items.filter((item) => !seen.has(item.id));
}

/** Remembers that the reader was shown these announcements. */
export function markNoticesSeen(storage: Pick<Storage, 'getItem' | 'setItem'>, reader: string, items: readonly NoticeItem[]): void {
  const seen = [...new Set([...seenBy(storage, reader), ...items.map((item) => item.id)])].slice(-seenLimit);
  try {
    storage.setItem(seenKey(reader), JSON.stringify(seen));
  } catch {
    // Storage full or refused: the popup may show again, nothing else is lost.
  }
}

/**
 * The players' announcements are not addressed to agents: they never cover the agent center (the
 * agent home), which has its own announcements.
 */
export function popupAllowedOn(pathname: string): boolean {
  return !/(^|\/)agentHome\/?$/.test(pathname);
}
