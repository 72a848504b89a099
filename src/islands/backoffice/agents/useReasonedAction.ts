import { useState } from 'react';
import { asFailure } from '../../../lib/api/failure.ts';
import { toast } from '../../../stores/toast.ts';
import { useText } from '../../../ui/text.tsx';
import { failureMessage } from '../../../ui/useAction.ts';

/**
 * One operator action behind a reason dialog: `ask` opens the dialog for a subject, `confirm` runs
 * the call with the reason typed, toasts its outcome and closes the dialog whatever happened.
 */
export function useReasonedAction<S>(perform: (subject: S, reason: string) => Promise<string>) {
  const { t: kit } = useText();
  const [subject, setSubject] = useState<S | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async (reason: string) => {
    if (subject === null) return;
    setPending(true);
    try {
      toast('success', await perform(subject, reason));
    } catch (error) {
      toast('error', failureMessage(asFailure(error), kit));
    } finally {
      setPending(false);
      setSubject(null);
    }
  };
  return { subject, pending, ask: setSubject, cancel: () => setSubject(null), confirm: (reason: string) => void confirm(reason) };
}
