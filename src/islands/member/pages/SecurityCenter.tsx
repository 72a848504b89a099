import { useState } from 'react';
import type { Profile } from '../../../contract/member.ts';
import { openModal } from '../../../stores/modal.ts';
import { getProfile } from '../../../lib/api/member.ts';
import { useText } from '../../../ui/text.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { Time } from '../../../ui/Time.tsx';
import { useLoad } from '../../../ui/useLoad.ts';
import { BindContact } from '../security/BindContact.tsx';
import { DataRights } from '../security/DataRights.tsx';
import { LoginHistory } from '../security/LoginHistory.tsx';
import { PaymentPassword } from '../security/PaymentPassword.tsx';
import { ProfileForm } from '../security/ProfileForm.tsx';

/** securityCenter: profile, mobile and e-mail, password, payment password, the login history, and the member's data rights. */
export default function SecurityCenter() {
  const { t } = useText();
  const loaded = useLoad(getProfile);
  const [fresh, setFresh] = useState<Profile | undefined>(undefined);
  return (
    <Loading state={loaded}>
      {(first) => {
        const profile = fresh ?? first;
        return (
          <div className="mc-stack">
            <dl className="mc-details">
              <div>
                <dt>{t('center.security.username')}</dt>
                <dd>{profile.username}</dd>
              </div>
              <div>
                <dt>{t('center.security.regDate')}</dt>
                <dd>
                  <Time iso={profile.regDate} />
                </dd>
              </div>
              <div>
                <dt>{t('center.security.lastLogin')}</dt>
                <dd>{profile.lastLoginAt ? <Time iso={profile.lastLoginAt} /> : t('center.security.never')}</dd>
              </div>
            </dl>
            <ProfileForm profile={profile} onSaved={setFresh} />
            <BindContact channel="sms" current={profile.mobileNum} onBound={setFresh} />
            <BindContact channel="email" current={profile.email} onBound={setFresh} />
            <section aria-labelledby="mc-password">
              <h3 id="mc-password">{t('center.security.password')}</h3>
              <button type="button" className="btn btn--ghost" onClick={() => openModal('changePass')}>
                {t('center.security.changePassword')}
              </button>
            </section>
            <PaymentPassword isSet={profile.hasPaymentPassword} onSet={() => setFresh({ ...profile, hasPaymentPassword: true })} />
            <LoginHistory />
            <DataRights />
          </div>
        );
      }}
    </Loading>
  );
}
