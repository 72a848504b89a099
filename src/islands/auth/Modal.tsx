import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { text } from '../../stores/messages.ts';

interface ModalProps {
  title: string;
  /** SPEC §9: a modal is 600 px wide at most, a small dialog 400. */
  size?: 'modal' | 'dialog';
  /** A forced password change cannot be dismissed: no close button, Esc does nothing. */
  closable?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus inside and makes the page behind inert. Opened
 * when mounted, closed when unmounted; Esc and the close button close it only when closable.
 */
export function Modal({ title, size = 'modal', closable = true, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select, textarea')?.focus();
    return () => dialog.close();
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (closable) onClose();
  };

  // Browsers may close a dialog on a repeated Esc even when cancel is refused: a forced one reopens.
  const onNativeClose = () => {
    if (!closable && ref.current?.isConnected && !ref.current.open) ref.current.showModal();
  };

  return (
    <dialog ref={ref} className={`dialog account-modal account-modal--${size}`} aria-labelledby={titleId} onCancel={onCancel} onClose={onNativeClose}>
      <div className="account-modal__head">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {closable && (
          <button type="button" className="account-modal__close" aria-label={text('account.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}
