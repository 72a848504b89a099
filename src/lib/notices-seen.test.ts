import { describe, expect, it } from 'vitest';
import type { NoticeItem } from '../contract/inbox.ts';
import { markNoticesSeen, noticeReader, popupAllowedOn, unseenNotices } from './notices.ts';

class Memory {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

const notice = (id: number): NoticeItem => ({ id, type: 'PU', title: `n${id}`, content: '', date: '2026-01-01 00:00:00', imageUrl: null, linkUrl: null });

describe('the publicity popup, once per announcement per reader', () => {
  it('shows an announcement again to no reader who was shown it, and to every reader who was not', () => {
    const local = new Memory();
    const all = [notice(1), notice(2)];
    expect(unseenNotices(all, local, 'account:ana')).toEqual(all);
    markNoticesSeen(local, 'account:ana', all);
    expect(unseenNotices(all, local, 'account:ana')).toEqual([]);
    // A new announcement alone shows next time; another reader of the browser still sees them all.
    expect(unseenNotices([...all, notice(3)], local, 'account:ana')).toEqual([notice(3)]);
    expect(unseenNotices(all, local, 'account:ben')).toEqual(all);
    expect(unseenNotices(all, local, 'visitor')).toEqual(all);
  });

  it('reads the reader from the session: the account while signed in, else the visitor', () => {
    const session = new Memory();
    expect(noticeReader(session)).toBe('visitor');
    session.setItem('account', 'ana');
    expect(noticeReader(session)).toBe('visitor');
    session.setItem('token', 't');
    expect(noticeReader(session)).toBe('account:ana');
  });

  it('survives a damaged record by showing the announcements again', () => {
    const local = new Memory();
    local.setItem('noticesSeen:visitor', '{not json');
    expect(unseenNotices([notice(1)], local, 'visitor')).toEqual([notice(1)]);
  });

  it('never covers the agent center', () => {
    expect(popupAllowedOn('/agentHome')).toBe(false);
    expect(popupAllowedOn('/pt/agentHome')).toBe(false);
    expect(popupAllowedOn('/')).toBe(true);
    expect(popupAllowedOn('/tl/promotions')).toBe(true);
  });
});
