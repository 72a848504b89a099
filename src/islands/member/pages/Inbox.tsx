import { useState } from 'react';
import type { Message } from '../../../contract/inbox.ts';
import { deleteMessage, getMessages, markMessageRead } from '../../../lib/api/inbox.ts';
import { setUnread } from '../../../stores/inbox.ts';
import { useText } from '../../../ui/text.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useAction } from '../../../ui/useAction.ts';
import { useLoad } from '../../../ui/useLoad.ts';

/** messageV2: the member's platform messages, newest first; opening one marks it read. */
export default function Inbox() {
  const { t } = useText();
  const [page, setPage] = useState(1);
  const [changed, setChanged] = useState(0);
  const messages = useLoad(async () => {
    const result = await getMessages(page);
    setUnread(result.unread);
    return result;
  }, `${page}/${changed}`);
  return (
    <Loading state={messages}>
      {(result) =>
        result.items.length === 0 ? (
          <p className="mc-empty">{t('center.inbox.none')}</p>
        ) : (
          <>
            <p className="mc-field__hint">{t('center.inbox.unread', { count: result.unread })}</p>
            <ul className="mc-list mc-inbox">
              {result.items.map((item) => (
                <MessageItem key={item.id} item={item} onDeleted={() => setChanged((n) => n + 1)} />
              ))}
            </ul>
            <Pager pageCount={pageCountOf(result.total, result.pageSize)} page={result.page} onPage={setPage} />
          </>
        )
      }
    </Loading>
  );
}

function MessageItem({ item, onDeleted }: { item: Message; onDeleted: () => void }) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState(item.read);
  const action = useAction();

  const toggle = async () => {
    setOpen(!open);
    if (open || read) return;
    const answer = await action.run({ read: item.id }, () => markMessageRead(item.id));
    if (answer) {
      setRead(true);
      setUnread(answer.count);
    }
  };
  const remove = async () => {
    const answer = await action.run({ delete: item.id }, () => deleteMessage(item.id));
    if (answer) {
      setUnread(answer.count);
      onDeleted();
    }
  };

  return (
    <li className={read ? 'mc-message' : 'mc-message mc-message--unread'} data-message-id={item.id}>
      <button type="button" className="mc-message__head" aria-expanded={open} onClick={() => void toggle()}>
        {!read && <span className="mc-message__dot">{t('center.inbox.new')}</span>}
        <span className="mc-message__title">{item.title}</span>
        <Time iso={item.sentAt} />
      </button>
      {open && (
        <div className="mc-message__body">
          {item.body.split('\n').map((line, index) => (line ? <p key={index}>{line}</p> : null))}
          <button type="button" className="btn btn--ghost" disabled={action.pending} onClick={() => void remove()}>
            {t('center.inbox.delete')}
          </button>
        </div>
      )}
      <Notice kind="error">{action.message}</Notice>
    </li>
  );
}
