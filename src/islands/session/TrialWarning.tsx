import { useId, type Ref } from 'react';
import type { SessionLabels } from './props.ts';

/** SPEC §4, §6: a trial account (free play) is told a real account is needed (in_need_true_account). */
export function TrialWarning({ labels, ref }: { labels: SessionLabels; ref: Ref<HTMLDialogElement> }) {
  const titleId = useId();
  return (
    <dialog ref={ref} className="dialog" aria-labelledby={titleId}>
      <h2 id={titleId} className="dialog__title">
        {labels.trialTitle}
      </h2>
      <p className="dialog__message">{labels.trialMessage}</p>
      <form method="dialog" className="dialog__actions">
        <button className="btn btn--primary">{labels.confirm}</button>
      </form>
    </dialog>
  );
}
