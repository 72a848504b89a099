import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { text } from '../../stores/messages.ts';
import { closeModal } from '../../stores/modal.ts';
import { $recovery, recoverByEmail, recoverByPhone, recoverySms, resetRecovery, sendResetCode, setRecoveryTab, type RecoveryTab } from '../../stores/recovery.ts';
import { $features } from '../../stores/status.ts';
import { Field } from './Field.tsx';
import { MobileCodeFields } from './MobileCodeFields.tsx';
import { FormEnd } from './FormEnd.tsx';
import { Modal } from './Modal.tsx';
import { submitWith } from './submit.ts';
import { Tabs } from './Tabs.tsx';

/** forgetPassModal (SPEC §2): a new password by e-mail, or set one with a code sent to the phone (CHNGPASSVERIF3). */
export default function ForgetPassDialog() {
  const form = useStore($recovery);
  const features = useStore($features);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');

  // A dialog starts clean the next time it opens; state set before it mounted (a sign-in return) is kept.
  useEffect(() => resetRecovery, []);

  const tabs: { id: RecoveryTab; label: string }[] = [{ id: 'email', label: text('account.forgot.tab.email') }];
  if (features.CHNGPASSVERIF3) tabs.push({ id: 'phone', label: text('account.forgot.tab.phone') });
  const tab = tabs.some((entry) => entry.id === form.tab) ? form.tab : 'email';

  if (form.sent) {
    return (
      <Modal key="sent" title={text('account.forgot.title')} size="dialog" onClose={closeModal}>
        <p className="dialog__message" role="status">
          {text('account.message.in_been_out')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--primary" onClick={closeModal}>
            {text('account.ok')}
          </button>
        </div>
      </Modal>
    );
  }

  const submit = submitWith(() => (tab === 'email' ? recoverByEmail({ username, email }) : recoverByPhone({ mobileNum, verificationCode: code, newPassword })));

  return (
    <Modal key="form" title={text('account.forgot.title')} onClose={closeModal}>
      <Tabs label={text('account.forgot.tabs')} tabs={tabs} selected={tab} onSelect={setRecoveryTab}>
        <form className="account-form" noValidate onSubmit={submit}>
          {tab === 'email' ? (
            <>
              <p className="account-lead">{text('account.forgot.emailLead')}</p>
              <Field label={text('account.field.username')} value={username} onValue={setUsername} error={form.errors.username} autoComplete="username" autoCapitalize="off" maxLength={64} />
              <Field label={text('account.field.email')} type="email" value={email} onValue={setEmail} error={form.errors.email} autoComplete="email" maxLength={120} />
              <FormEnd busy={form.busy} message={form.message} submit={text('account.forgot.submit')} />
            </>
          ) : (
            <>
              <p className="account-lead">{text('account.forgot.phoneLead')}</p>
              <MobileCodeFields
                mobileLabel={text('account.field.mobileNum')}
                codeLabel={text('account.field.verificationCode')}
                mobileNum={mobileNum}
                code={code}
                onMobileNum={setMobileNum}
                onCode={setCode}
                errors={form.errors}
                machine={recoverySms}
                onSend={() => void sendResetCode(mobileNum)}
              />
              <Field label={text('account.field.newPassword')} type="password" value={newPassword} onValue={setNewPassword} error={form.errors.newPassword} autoComplete="new-password" maxLength={128} />
              <FormEnd busy={form.busy} message={form.message} submit={text('account.forgot.phoneSubmit')} />
            </>
          )}
        </form>
      </Tabs>
    </Modal>
  );
}
