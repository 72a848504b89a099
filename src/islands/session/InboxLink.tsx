import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $unread, forgetUnread, refreshUnread } from '../../stores/inbox.ts';

/** The header's way to the inbox, with the unread count as a badge (loaded when the header mounts, like the balance). */
export default function InboxLink({ href, label }: { href: string; label: string }) {
  const unread = useStore($unread);

  useEffect(() => {
    void refreshUnread();
    return forgetUnread;
  }, []);

  const count = unread ?? 0;
  return (
    <a className="session__inbox" href={href} aria-label={label.replace('{{count}}', String(count))} data-unread={count}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </svg>
      {count > 0 && (
        <span className="session__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </a>
  );
}
