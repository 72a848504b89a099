import { Loading } from '../../../ui/Loading.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { getMemberActivity } from '../api.ts';
import { useBackofficeText } from '../i18n.tsx';
import { Section } from './Section.tsx';

/** What the member was sent and what the member wrote to the operator. */
export function Activity({ id }: { id: number }) {
  const t = useBackofficeText();
  const loaded = useLoad(() => getMemberActivity(id), String(id));
  return (
    <Section title={t('backoffice.section.activity')}>
      <Loading state={loaded}>
        {({ messages, feedback }) => (
          <>
            <h3>{t('backoffice.activity.messages')}</h3>
            {messages.length === 0 ? (
              <p className="mc-empty">{t('backoffice.none')}</p>
            ) : (
              <ul>
                {messages.map((message) => (
                  <li key={message.id}>
                    <Time iso={message.at} /> · {message.title} · {t(message.read ? 'backoffice.activity.read' : 'backoffice.activity.unread')}
                  </li>
                ))}
              </ul>
            )}
            <h3>{t('backoffice.activity.feedback')}</h3>
            {feedback.length === 0 ? (
              <p className="mc-empty">{t('backoffice.none')}</p>
            ) : (
              <ul>
                {feedback.map((item) => (
                  <li key={item.id}>
                    <Time iso={item.at} /> · {item.category} · {item.content} · {t(item.answered ? 'backoffice.activity.answered' : 'backoffice.activity.open')}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Loading>
    </Section>
  );
}
