import { matchesPattern, ruleFamilies, ruleFamilyKey, ruleMessageKey, type RuleFailure } from './rules.ts';
import type { RegisterFieldName, RegisterFieldRule } from './system.ts';

/**
 * Checks values against the operator's rule for their field (the registration settings of
 * system.ts), with the families and messages of rules.ts. Browser-safe, and type-only towards
 * system.ts so that a page checking a field does not load the wire schemas.
 */

/** Length in characters as a person counts them, so "ñ" or "한" is one. */
const lengthOf = (value: string) => [...value].length;

/** The family message of a rule, with the rule's bounds when the message shows them. */
export function familyFailure(rule: Pick<RegisterFieldRule, 'family' | 'min' | 'max'>): RuleFailure {
  const key = ruleFamilyKey(rule.family);
  if (!ruleFamilies[rule.family].sized) return { key };
  return { key, vars: { min: rule.min ?? 1, max: rule.max ?? 200 } };
}

/**
 * Checks one value against its field's rule: a disabled field accepts anything (it is not shown),
 * an empty value fails only a required field, then the bounds and the pattern.
 */
export function checkRule(rule: RegisterFieldRule, value: string | undefined): RuleFailure | null {
  if (!rule.enabled) return null;
  if (value === undefined || value === '') return rule.required ? { key: ruleMessageKey('empty') } : null;
  const length = lengthOf(value);
  if ((rule.min !== undefined && length < rule.min) || (rule.max !== undefined && length > rule.max)) return familyFailure(rule);
  return matchesPattern(rule.acceptedPattern, value) ? null : familyFailure(rule);
}

export function fieldRule(rules: readonly RegisterFieldRule[], field: RegisterFieldName): RegisterFieldRule | undefined {
  return rules.find((rule) => rule.field === field);
}

/**
 * Checks several fields at once; a field with no rule passes. The answer maps each failing field to
 * its failure, empty when all pass.
 */
export function checkFields(
  rules: readonly RegisterFieldRule[],
  values: Partial<Record<RegisterFieldName, string | undefined>>,
): Partial<Record<RegisterFieldName, RuleFailure>> {
  const failures: Partial<Record<RegisterFieldName, RuleFailure>> = {};
  for (const [field, value] of Object.entries(values) as [RegisterFieldName, string | undefined][]) {
    const rule = fieldRule(rules, field);
    const failure = rule ? checkRule(rule, value) : null;
    if (failure) failures[field] = failure;
  }
  return failures;
}
