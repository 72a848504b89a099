import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { formatMoney } from '../../lib/format-money.ts';
import { fill } from '../../i18n/client-text.ts';
import { pageLocale } from '../../lib/page.ts';
import { $realityCheck, continuePlaying, startRealityCheck, stopRealityCheck } from '../../stores/reality-check.ts';
import type { SessionIslandProps } from './props.ts';

/**
 * The reality check over whatever page is open (issue 15): time played and the net result since
 * login, with continue, log out and the betting record. It is modal, so frames behind it cannot be
 * played, and $framesPaused tells the launcher to pause them.
 */
export default function RealityCheck({ labels, links }: SessionIslandProps) {
  const check = useStore($realityCheck);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    startRealityCheck();
    return stopRealityCheck;
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (check.open && !element.open) element.showModal();
    if (!check.open && element.open) element.close();
  }, [check.open]);

  const logOut = () => {
    void import('../../stores/logout.ts').then((module) => module.logout());
  };
  return (
    // Escape would dismiss the dialog without an answer: it waits for one of the three.
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onCancel={(event) => event.preventDefault()}>
      <h2 id={titleId} className="dialog__title">
        {labels.realityTitle}
      </h2>
      <p className="dialog__message">{fill(labels.realityPlayed, { minutes: check.playedMinutes })}</p>
      <p className="dialog__message">
        {fill(labels.realityNet, {
          amount: formatMoney(check.net, pageLocale()),
        })}
      </p>
      <div className="dialog__actions">
        <a className="btn btn--ghost" href={links.history} onClick={continuePlaying}>
          {labels.realityHistory}
        </a>
        <button type="button" className="btn btn--ghost" onClick={logOut}>
          {labels.realityLogOut}
        </button>
        <button type="button" className="btn btn--primary" onClick={continuePlaying}>
          {labels.realityContinue}
        </button>
      </div>
    </dialog>
  );
}
