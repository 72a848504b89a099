import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ruledField, type RuleCheck } from '../../contract/rule-schema.ts';
import type { RuleFailure } from '../../contract/rules.ts';
import { text } from '../../stores/messages.ts';

/** A broken rule in the dialogs' words: the same texts the stores show. */
export const wordRule = (failure: RuleFailure) => text(failure.key, failure.vars);

/** A dialog field: the store's check of the operator's rule first, then the wire's schema. */
export const ruled = <Wire extends z.ZodType<unknown, string>>(check: RuleCheck, wire: Wire) => ruledField(check, wordRule, wire);

/** The props that tie an account Field to its form: value, change (checked again once submitted) and focus. */
export function bind<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  return {
    value: String(form.watch(name) ?? ''),
    onValue: (value: string) => form.setValue(name, value as PathValue<T, Path<T>>, { shouldValidate: form.formState.isSubmitted }),
    ref: form.register(name).ref,
  };
}

/**
 * The messages under the inputs: what the browser found (rule checks carry their words; a value only
 * the wire refuses reads as the server's "not valid"), else what the store kept from the server.
 */
export function dialogErrors<T extends FieldValues>(errors: FieldErrors<T>, stored: Record<string, string>): Record<string, string> {
  const messages = { ...stored };
  for (const [field, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object' || !('type' in error)) continue;
    messages[field] = error.type === 'custom' && typeof error.message === 'string' && error.message ? error.message : text('error.VALIDATION_FAILED');
  }
  return messages;
}
