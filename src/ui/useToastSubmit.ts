import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useToastedAction } from './useToastedAction.ts';

/**
 * A form's submit handler that saves and says how it went (useToastedAction). The form's resolver
 * checks the fields first; then `save` runs with the checked values and answers the words of the
 * success toast. A refusal is an error toast in the server's words, and the form keeps what was typed.
 */
export function useToastSubmit<TFieldValues extends FieldValues, TTransformed>(
  form: Pick<UseFormReturn<TFieldValues, unknown, TTransformed>, 'handleSubmit'>,
  save: (input: TTransformed) => Promise<string>,
) {
  const { run } = useToastedAction();
  return form.handleSubmit(async (input) => {
    await run(
      () => save(input),
      (words) => words,
    );
  });
}
