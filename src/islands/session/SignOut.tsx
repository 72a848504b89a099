import { useId, useRef, useState } from 'react';
import type { SessionIslandProps } from './props.ts';

/** The sign-out button and its "sure to log out" confirmation (SPEC §4, logout). */
export default function SignOut({ labels, className }: SessionIslandProps & { className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  const [leaving, setLeaving] = useState(false);
  const confirm = () => {
    setLeaving(true);
    // The API client loads only now: pages that are merely read never fetch it.
    void import('../../stores/logout.ts').then((module) => module.logout());
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
          <button type="button" className="btn btn--primary" disabled={leaving} aria-busy={leaving} onClick={confirm}>
            {labels.confirm}
          </button>
        </div>
      </dialog>
    </>
  );
}
