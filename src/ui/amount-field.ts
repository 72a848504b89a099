import { z } from 'zod';
import { amountProblem, type AmountProblem } from '../lib/amount.ts';

type Limits = { min?: number; max?: number };

/**
 * A typed amount as a money form checks it: the contract's amount (src/lib/amount.ts reads it with
 * amountSchema) within the page's limits, worded by the page. It stays text: the stores and calls
 * read it when sending.
 */
export function amountField(word: (problem: AmountProblem, limits: Limits) => string, limits: Limits = {}, { optional = false } = {}) {
  return z.string().superRefine((value, context) => {
    if (optional && value.trim() === '') return;
    const problem = amountProblem(value, limits);
    if (problem) context.addIssue({ code: 'custom', message: word(problem, limits) });
  });
}
