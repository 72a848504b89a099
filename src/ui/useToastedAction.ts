import { useState } from 'react';
import { asFailure } from '../lib/api/failure.ts';
import { toast } from '../stores/toast.ts';
import { useText } from './text.tsx';
import { failureMessage } from './useAction.ts';

/**
 * An action whose outcome is told in a toast rather than under a field: the operator's forms and
 * reason dialogs, where the server's refusal (a taken code, a missing permission) belongs to no
 * input. `run` answers whether it succeeded, so the caller closes its form only then and a refused
 * one stays filled in for another try.
 */
export function useToastedAction() {
  const { t } = useText();
  const [pending, setPending] = useState(false);
  const run = async <T>(action: () => Promise<T>, success: (value: T) => string): Promise<boolean> => {
    setPending(true);
    try {
      toast('success', success(await action()));
      return true;
    } catch (failure) {
      toast('error', failureMessage(asFailure(failure), t));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
