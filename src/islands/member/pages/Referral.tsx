import { getReferral } from '../../../lib/api/engagement.ts';
import { useText } from '../../../ui/text.tsx';
import { LinkQr } from '../../../ui/LinkQr.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Money } from '../../../ui/Money.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';

/** referral: the member's code, link and QR code, the operator's rules, and the friends who joined with it. */
export default function Referral() {
  const { t } = useText();
  const referral = useLoad(getReferral);
  return (
    <Loading state={referral}>
      {({ code, link, rules, friends, earned }) => (
        <div className="mc-stack">
          <section aria-labelledby="mc-invite">
            <h3 id="mc-invite">{t('center.referral.yourLink')}</h3>
            <p>
              {t('center.referral.code')} <strong data-referral-code>{code}</strong>
            </p>
            <p>
              <input
                className="mc-input"
                readOnly
                value={link}
                aria-label={t('center.referral.link')}
                data-referral-link
                onFocus={(event) => event.currentTarget.select()}
              />{' '}
              <button type="button" className="btn btn--ghost" onClick={() => void navigator.clipboard?.writeText(link)}>
                {t('center.referral.copy')}
              </button>
            </p>
            <LinkQr url={link} label={t('center.referral.qr')} />
          </section>
          <section aria-labelledby="mc-invite-rules">
            <h3 id="mc-invite-rules">{t('center.referral.rules')}</h3>
            <ul className="mc-list">
              {rules.firstDepositReward > 0 && (
                <li>
                  {t('center.referral.ruleDeposit')} <Money value={rules.firstDepositMin} /> → <Money value={rules.firstDepositReward} />
                </li>
              )}
              {rules.validBetsReward > 0 && (
                <li>
                  {t('center.referral.ruleBets')} <Money value={rules.validBetsTarget} /> → <Money value={rules.validBetsReward} />
                </li>
              )}
            </ul>
            <p>
              {t('center.referral.earned')} <Money value={earned} />
            </p>
          </section>
          <section aria-labelledby="mc-friends">
            <h3 id="mc-friends">{t('center.referral.friends')}</h3>
            {friends.length === 0 ? (
              <p className="mc-empty">{t('center.referral.none')}</p>
            ) : (
              <ul className="mc-list">
                {friends.map((friend) => (
                  <li key={`${friend.member}-${friend.joinedAt}`}>
                    <strong>{friend.member}</strong> · {t('center.referral.joined')} <Time iso={friend.joinedAt} /> · {t('center.referral.firstDeposit')}{' '}
                    {friend.firstDeposit === null ? t('center.referral.noDeposit') : <Money value={friend.firstDeposit} />} · {t('center.referral.validBets')}{' '}
                    <Money value={friend.validBets} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Loading>
  );
}
