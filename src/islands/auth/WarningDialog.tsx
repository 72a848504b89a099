import { text } from '../../stores/messages.ts';
import { dismissWarning } from '../../stores/warning.ts';
import { Modal } from './Modal.tsx';

/** A warning above the account dialogs with an OK button (SPEC §8: a failed SMS request shows the server's message). */
export function WarningDialog({ message, onDismiss = dismissWarning }: { message: string; onDismiss?: () => void }) {
  return (
    <Modal title={text('account.warning.title')} size="dialog" onClose={onDismiss}>
      <p className="dialog__message">{message}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--primary" onClick={onDismiss}>
          {text('account.ok')}
        </button>
      </div>
    </Modal>
  );
}
