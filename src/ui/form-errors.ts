import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { RuleFailure } from '../contract/rules.ts';
import type { CenterKey, Translate } from './text.tsx';

/** Nothing typed or chosen: what "required" means, whatever the field's kind. */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * Words the contract schema's findings (react-hook-form with the zod resolver) in the page's language:
 * an empty field is "required", a cross-field rule its own text, a field checked by an operator's rule
 * (`worded`, src/contract/rule-schema.ts) the rule's own words, anything else "not valid". A value
 * below its minimum (an amount of 0) is "not valid", not "required": zod names both too_small, so
 * the field's value tells them apart.
 */
export function fieldMessages<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'formState' | 'getValues'>,
  t: Translate,
  custom: Record<string, CenterKey> = {},
  worded: readonly string[] = [],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(form.formState.errors)) {
    if (!error || typeof error !== 'object' || !('type' in error)) continue;
    const message = typeof error.message === 'string' ? error.message : '';
    if (error.type === 'custom' && worded.includes(field) && message) {
      messages[field] = message;
      continue;
    }
    const empty = error.type === 'too_small' && isEmpty(form.getValues(field as Path<T>));
    const key = error.type === 'custom' && custom[field] ? custom[field] : empty ? 'center.required' : 'center.error.field';
    messages[field] = t(key);
  }
  return messages;
}

/** A broken operator rule in the center's words (the catalogue's "rule." texts). */
export const ruleWords = (t: Translate) => (failure: RuleFailure) => t(failure.key as CenterKey, failure.vars);
