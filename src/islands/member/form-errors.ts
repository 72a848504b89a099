import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { RuleFailure } from '../../contract/rules.ts';
import type { CenterKey, Translate } from './i18n.tsx';

/**
 * Words the contract schema's findings (react-hook-form with the zod resolver) in the page's language:
 * an empty field is "required", a cross-field rule its own text, a field checked by an operator's rule
 * (`worded`, src/contract/rule-schema.ts) the rule's own words, anything else "not valid".
 */
export function fieldMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  t: Translate,
  custom: Record<string, CenterKey> = {},
  worded: readonly string[] = [],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object' || !('type' in error)) continue;
    const message = typeof error.message === 'string' ? error.message : '';
    if (error.type === 'custom' && worded.includes(field) && message) {
      messages[field] = message;
      continue;
    }
    const key = error.type === 'custom' && custom[field] ? custom[field] : error.type === 'too_small' ? 'center.required' : 'center.error.field';
    messages[field] = t(key);
  }
  return messages;
}

/** A broken operator rule in the center's words (the catalogue's "rule." texts). */
export const ruleWords = (t: Translate) => (failure: RuleFailure) => t(failure.key as CenterKey, failure.vars);
