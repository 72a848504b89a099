import { z } from 'zod';
import type { RuleFailure } from './rules.ts';

/** A check of one typed value by the rules of src/contract/rules.ts: null when it passes. */
export type RuleCheck = (value: string) => RuleFailure | null;

/** Puts a broken rule into the words of the page that shows it. */
export type WordFailure = (failure: RuleFailure) => string;

/**
 * A form field as the browser checks it before sending: the operator's rule first, with its own
 * message in the page's language, then the wire's schema for that field, so a form never sends a
 * value the contract would refuse. The wire's schema runs only once the rule passes.
 */
export function ruledField<Wire extends z.ZodType<unknown, string>>(check: RuleCheck, word: WordFailure, wire: Wire) {
  return z
    .string()
    .superRefine((value, context) => {
      const failure = check(value);
      if (failure) context.addIssue({ code: 'custom', message: word(failure) });
    })
    .pipe(wire);
}
