import { useState } from 'react';
import { getAnnouncements } from '../api.ts';
import { useAgentText } from '../i18n.tsx';
import { pageCountOf } from '../../../ui/pagination.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Pager } from '../../../ui/Pager.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';

/**
 * agentAnnouncement: what the operator told the agents, newest first, 8 to a page (SPEC §9), each in
 * the reader's language or, where the operator wrote none in it, in English (marked so by `lang`).
 */
export default function Announcements() {
  const t = useAgentText();
  const [page, setPage] = useState(1);
  const list = useLoad(() => getAnnouncements(page), String(page));
  return (
    <Loading state={list}>
      {(result) =>
        result.items.length === 0 ? (
          <p className="mc-empty">{t('agentCenter.announcements.empty')}</p>
        ) : (
          <div className="mc-stack">
            <ul className="ac-announcements">
              {result.items.map((item) => (
                <li key={item.id} lang={item.locale}>
                  <h3>{item.title}</h3>
                  <p className="ac-announcements__time">
                    <Time iso={item.time} />
                  </p>
                  {/* Sanitized by the server (sanitize-html, server/modules/inbox/sanitize.ts), as the members' notices are. */}
                  <div className="ac-announcements__content" dangerouslySetInnerHTML={{ __html: item.content }} />
                </li>
              ))}
            </ul>
            <Pager pageCount={pageCountOf(result.total, result.pageSize)} page={result.page} onPage={setPage} />
          </div>
        )
      }
    </Loading>
  );
}
