import { useEffect, useId, useRef, useState } from 'react';
import { localeTags } from '../../i18n/locales.ts';
import { interpolate } from '../../lib/dialog-text.ts';
import { pageLocale } from '../../lib/page.ts';
import type { SessionIslandProps } from './props.ts';
import { dropSignInNotice, readSignInNotice, type SignInNotice as Notice } from '../../stores/sign-in-notice.ts';

/** Writes the last-login line under the header (a plain element: the page keeps it after this island's work is done). */
function showLastLogin(notice: Notice, labels: SessionIslandProps['labels']): void {
  const target = document.getElementById('session-notices');
  if (!target) return;
  const when = notice.lastLogin
    ? new Date(notice.lastLogin.at).toLocaleString(localeTags[pageLocale()], {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      })
    : '';
  const box = document.createElement('div');
  box.className = 'sign-in-notice';
  box.setAttribute('role', 'status');
  const line = document.createElement('p');
  line.textContent = notice.lastLogin ? interpolate(labels.lastLogin, { time: when, place: notice.lastLogin.ip }) : labels.firstLogin;
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'btn btn--ghost';
  dismiss.textContent = labels.dismiss;
  dismiss.addEventListener('click', () => box.remove());
  box.append(line, dismiss);
  target.replaceChildren(box);
}

/**
 * Shown once after a login (issue 15, SPEC §5): when and from where the member last logged in, under
 * the header; and, where the operator turns it on, the prompt to confirm the age, which logs out on refusal.
 */
export default function SignInNotice({ labels }: SessionIslandProps) {
  const [age, setAge] = useState<number | null>(null);
  const ageDialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const found = readSignInNotice();
    if (!found) return;
    showLastLogin(found, labels);
    // The last login shows once; an age prompt stays until answered, even across a reload.
    if (found.confirmAge) setAge(found.confirmAge);
    else dropSignInNotice();
  }, [labels]);

  useEffect(() => {
    if (age !== null && ageDialog.current && !ageDialog.current.open) ageDialog.current.showModal();
  }, [age]);

  if (age === null) return null;
  const confirmAge = () => {
    ageDialog.current?.close();
    setAge(null);
    dropSignInNotice();
  };
  const leave = () => {
    dropSignInNotice();
    void import('../../stores/logout.ts').then((module) => module.logout());
  };
  return (
    <dialog ref={ageDialog} className="dialog" aria-labelledby={titleId} onCancel={(event) => event.preventDefault()}>
      <h2 id={titleId} className="dialog__title">
        {labels.ageTitle}
      </h2>
      <p className="dialog__message">{interpolate(labels.ageMessage, { age })}</p>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={leave}>
          {labels.ageLeave}
        </button>
        <button type="button" className="btn btn--primary" onClick={confirmAge}>
          {interpolate(labels.ageConfirm, { age })}
        </button>
      </div>
    </dialog>
  );
}
