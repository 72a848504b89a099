import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { text } from '../../stores/messages.ts';
import { closeModal } from '../../stores/modal.ts';
import { $passwordForm, changePassword, needsOldPassword, resetPasswordForm } from '../../stores/password.ts';
import { $forcedChange } from '../../stores/signed-in.ts';
import { Field } from './Field.tsx';
import { FormEnd } from './FormEnd.tsx';
import { Modal } from './Modal.tsx';
import { submitWith } from './submit.ts';

/** changePassModal (SPEC §2): also the forced change after a default or expired password, which cannot be dismissed. */
export default function ChangePassDialog() {
  const form = useStore($passwordForm);
  const forced = useStore($forcedChange);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmNewPassword, setConfirmNewPassword] = useState('');

  // A dialog starts clean the next time it opens; state set before it mounted (a sign-in return) is kept.
  useEffect(() => resetPasswordForm, []);

  const submit = submitWith(() => changePassword({ oldPassword, newPassword, confirmNewPassword }));

  return (
    <Modal title={text('account.change.title')} closable={!forced} onClose={closeModal}>
      <form className="account-form" noValidate onSubmit={submit}>
        {forced && <p className="account-lead">{text(forced.reason === 'default' ? 'account.change.default' : 'account.change.expired')}</p>}
        {needsOldPassword() && (
          <Field label={text('account.field.oldPassword')} type="password" value={oldPassword} onValue={setOldPassword} error={form.errors.oldPassword} autoComplete="current-password" maxLength={128} />
        )}
        <Field label={text('account.field.newPassword')} type="password" value={newPassword} onValue={setNewPassword} error={form.errors.newPassword} autoComplete="new-password" maxLength={128} />
        <Field label={text('account.field.confirmNewPassword')} type="password" value={confirmNewPassword} onValue={setConfirmNewPassword} error={form.errors.confirmNewPassword} autoComplete="new-password" maxLength={128} />
        <FormEnd busy={form.busy} message={form.message} submit={text('account.change.submit')} />
      </form>
    </Modal>
  );
}
