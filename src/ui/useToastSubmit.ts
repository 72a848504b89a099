import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { asFailure } from '../lib/api/failure.ts';
import { toast } from '../stores/toast.ts';
import { useText } from './text.tsx';
import { failureMessage } from './useAction.ts';

/**
 * A form's submit handler that saves and says how it went. The form's resolver checks the fields
 * first; then `save` runs with the checked values and answers the words of the success toast. A
 * refusal is an error toast in the server's words, and the form keeps what was typed.
 */
export function useToastSubmit<TFieldValues extends FieldValues, TTransformed>(
  form: Pick<UseFormReturn<TFieldValues, unknown, TTransformed>, 'handleSubmit'>,
  save: (input: TTransformed) => Promise<string>,
) {
  const { t } = useText();
  return form.handleSubmit(async (input) => {
    try {
      toast('success', await save(input));
    } catch (failure) {
      toast('error', failureMessage(asFailure(failure), t));
    }
  });
}
