import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $messages, loadMessages, text } from '../../stores/messages.ts';
import { $modal, closeModal } from '../../stores/modal.ts';
import { $status, loadStatus } from '../../stores/status.ts';
import { $warning } from '../../stores/warning.ts';
import ChangePassDialog from './ChangePassDialog.tsx';
import ForgetPassDialog from './ForgetPassDialog.tsx';
import LoginDialog from './LoginDialog.tsx';
import RegisterDialog from './RegisterDialog.tsx';
import { WarningDialog } from './WarningDialog.tsx';
// Linked, not imported: an imported stylesheet would be inlined into every page, dialogs or not.
import stylesheet from './dialogs.css?url';

const dialogs = { login: LoginDialog, register: RegisterDialog, forgetPass: ForgetPassDialog, changePass: ChangePassDialog };

/**
 * The account dialogs, loaded only once a dialog is asked for (src/islands/auth/ModalRoot.tsx).
 * They show once their texts and the status (rules, toggles, key) are in.
 */
export default function Dialogs() {
  const modal = useStore($modal);
  const messages = useStore($messages);
  const status = useStore($status);
  const warning = useStore($warning);
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    if (!modal) return;
    setUnreachable(false);
    loadMessages().then(
      () => loadStatus().catch(() => setUnreachable(true)),
      // Without texts nothing can be said: the dialog closes and the next click tries again.
      () => closeModal(),
    );
  }, [modal]);

  if (Object.keys(messages).length === 0) return null;
  const Dialog = modal && status ? dialogs[modal] : null;
  return (
    <>
      {/* React holds the dialogs back until this stylesheet has loaded, so they never show unstyled. */}
      <link rel="stylesheet" href={stylesheet} precedence="default" />
      {Dialog && <Dialog key={modal} />}
      {modal && unreachable && !status && <WarningDialog message={text('account.network')} onDismiss={closeModal} />}
      {warning !== null && <WarningDialog message={warning} />}
    </>
  );
}
