import type { MemberPicture } from '../../../contract/backoffice.ts';
import { Money } from '../../../ui/Money.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useBackofficeText } from '../i18n.tsx';
import { memberHref } from '../views.ts';
import { Section } from './Section.tsx';

/** Profile, status and money at a glance, with the upline chain. */
export function Profile({ member }: { member: MemberPicture }) {
  const t = useBackofficeText();
  return (
    <Section title={t('backoffice.section.profile')}>
      <dl className="bo-figures">
        <div>
          <dt>{t('backoffice.member.status')}</dt>
          <dd data-testid="member-status">{t(`backoffice.status.${member.status}`)}</dd>
        </div>
        <div>
          <dt>{t('backoffice.member.balance')}</dt>
          <dd data-testid="member-balance">
            <Money value={member.balance} />
          </dd>
        </div>
        <div>
          <dt>{t('backoffice.queue.wagering')}</dt>
          <dd>
            <Money value={member.openWagering} />
          </dd>
        </div>
        <div>
          <dt>{t('backoffice.member.points')}</dt>
          <dd>{member.points}</dd>
        </div>
        <div>
          <dt>{t('backoffice.member.vip')}</dt>
          <dd>{member.vipLevel ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('backoffice.member.sessions')}</dt>
          <dd>{member.openSessions}</dd>
        </div>
      </dl>
      <dl className="bo-details">
        <dt>{t('backoffice.member.createdAt')}</dt>
        <dd>
          <Time iso={member.createdAt} />
        </dd>
        <dt>{t('backoffice.member.lastLogin')}</dt>
        <dd>{member.lastLoginAt ? <Time iso={member.lastLoginAt} /> : '—'}</dd>
        {Object.entries(member.profile).map(([field, value]) => (
          <div key={field} className="bo-details__row">
            <dt>{field}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
        <dt>{t('backoffice.member.uplines')}</dt>
        <dd>
          {member.uplines.length === 0
            ? '—'
            : member.uplines.map((upline, index) => (
                <span key={upline.id}>
                  {index > 0 && ' › '}
                  <a href={memberHref(upline.id)}>{upline.username}</a>
                </span>
              ))}
        </dd>
        <dt>{t('backoffice.member.teamSize')}</dt>
        <dd>{member.teamSize}</dd>
      </dl>
    </Section>
  );
}

/** Limits, an exclusion and the markers the platform put on the member. */
export function Protection({ member }: { member: MemberPicture }) {
  const t = useBackofficeText();
  const { limits, exclusion, markers } = member.protection;
  return (
    <Section title={t('backoffice.section.protection')}>
      {limits.length === 0 && !exclusion && markers.length === 0 ? (
        <p className="mc-empty">{t('backoffice.none')}</p>
      ) : (
        <ul>
          {limits.map((limit) => (
            <li key={`${limit.kind}-${limit.period}`}>
              {limit.kind} · {limit.period}: {limit.value === null ? '—' : <Money value={limit.value} />}
            </li>
          ))}
          {exclusion && (
            <li>
              {t('backoffice.protection.exclusion', { kind: exclusion.kind })} {exclusion.endsAt && <Time iso={exclusion.endsAt} />}
            </li>
          )}
          {markers.map((marker) => (
            <li key={marker}>{marker}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Promotions({ member }: { member: MemberPicture }) {
  const t = useBackofficeText();
  return (
    <Section title={t('backoffice.section.promotions')}>
      {member.promotions.length === 0 ? (
        <p className="mc-empty">{t('backoffice.none')}</p>
      ) : (
        <ul>
          {member.promotions.map((promotion, index) => (
            <li key={`${promotion.title}-${index}`}>
              {promotion.title} · {promotion.status} · <Money value={promotion.amount} /> · {t('backoffice.promotion.left')}{' '}
              <Money value={promotion.wageringLeft} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
