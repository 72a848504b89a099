import { useId, useRef } from 'react';
import { signOut } from '../../stores/session.ts';
import type { SessionIslandProps } from './props.ts';

/** The sign-out button and its "sure to log out" confirmation (SPEC §4, logout). */
export default function SignOut({ labels, links, className }: SessionIslandProps & { className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  const confirm = () => {
    signOut();
    location.assign(links.home);
  };
  return (
    <>
      <button type="button" className={className} onClick={() => dialog.current?.showModal()}>
        {labels.signOut}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby={messageId}>
        <p id={messageId} className="dialog__message">
          {labels.signOutConfirm}
        </p>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()}>
            {labels.cancel}
          </button>
          <button type="button" className="btn btn--primary" onClick={confirm}>
            {labels.confirm}
          </button>
        </div>
      </dialog>
    </>
  );
}
